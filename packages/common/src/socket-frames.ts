/**
 * The largest frame the live socket reads (it closes with 1009 past it, before parsing): typing frames are
 * about 70 bytes; a chat line sent up the socket must fit too, and a longer one goes through POST. Apart from
 * the schemas (schemas/realtime-events.ts) so the web app can check a frame before it has loaded zod.
 */
export const SOCKET_FRAME_MAX_BYTES = 1024;
