import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import { imageLimits } from '../storage/images';

/**
 * The one file of a multipart upload (field `file`), read into memory up to the image limit. A body
 * that is not well-formed multipart (no boundary, cut short) is a 400 that says what to send.
 */
export async function readUploadedFile(request: FastifyRequest, what: string): Promise<Buffer> {
  const contentType = request.headers['content-type'] ?? '';
  if (!request.isMultipart() || !/;\s*boundary=[^;\s]+/i.test(contentType))
    throw badRequest(`Send the ${what} as multipart/form-data in a field named "file".`);
  try {
    const file = await request.file({ limits: { fileSize: imageLimits.maxBytes, files: 1 } });
    if (!file) throw badRequest(`Send the ${what} in a field named "file".`);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413)
      throw new AppError('PAYLOAD_TOO_LARGE', 413, 'This file is too large. The limit is 10 MB.');
    throw badRequest(`The upload could not be read. Send the ${what} as multipart/form-data.`);
  }
}
