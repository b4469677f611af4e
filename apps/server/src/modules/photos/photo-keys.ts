/** One person's uploads, screenings and deletes check and change their room one at a time (docs/decisions/022). */
export const photosKey = (userId: string) => `photos:${userId}`;
