import { data } from 'react-router';

/** A posted form, or 400 when the body cannot be read as one (a broken multipart, say): never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
