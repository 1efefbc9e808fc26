import sharp from 'sharp';

/** A multipart/form-data body with one file in the field `file`, as a browser sends it. */
export function multipartBody(
  file: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----aebro-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small real PNG. */
export async function tinyPng(colour = '#1d5e38'): Promise<Buffer> {
  return await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();
}
