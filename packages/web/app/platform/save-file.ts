/**
 * Hands a downloaded file to the browser's save: a hidden link to the blob, clicked once. The URL is released
 * after the browser has taken the file.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click has been handled; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
