/**
 * A phone's photo (4-12 MB) is larger than the server takes (MAX_UPLOAD_BYTES, 5 MB by default):
 * before it is sent, an image above SHRINK_ABOVE_BYTES is scaled down and re-encoded in the
 * browser, so the owner can upload straight from the camera. Smaller files go as they are.
 */
export const SHRINK_ABOVE_BYTES = 4 * 1024 * 1024;
/** wide enough for the storefront's largest picture (the banner) on a large screen */
const MAX_SIDE_PX = 2560;
const TARGET_MB = 3.5;

export async function shrinkForUpload(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || !file.type.startsWith('image/')) return file;
  // loaded only when a photo needs it: it never weighs on a screen that does not upload
  const { default: imageCompression } = await import('browser-image-compression');
  const shrunk = await imageCompression(file, {
    maxSizeMB: TARGET_MB,
    maxWidthOrHeight: MAX_SIDE_PX,
    // its worker would fetch the library from a CDN at run time: everything here ships with the app
    useWebWorker: false,
    fileType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
    initialQuality: 0.85,
  });
  return new File([shrunk], file.name, { type: shrunk.type, lastModified: file.lastModified });
}
