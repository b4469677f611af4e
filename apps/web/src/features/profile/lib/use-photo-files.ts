// The hook is shared with the first-run profile step, so it lives in components/photos.
export { serverReason, usePhotoFiles } from "@/components/photos/use-photo-files";
