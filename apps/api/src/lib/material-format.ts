/** A material's format as listings show and filter it: its file extension, upper case (PSD, MP4). */
export function materialFormat(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? (match[1] as string).toUpperCase() : '';
}
