import { data } from 'react-router';

/** A posted form, or 400 when the body cannot be read as one (a broken multipart, say): never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}

/** A file posted in a multipart form's field `name`, or null when none was chosen. */
export async function uploadedFile(form: FormData, name: string): Promise<{ name: string; bytes: Uint8Array } | null> {
  const file = form.get(name);
  if (file === null || typeof file === 'string' || file.size === 0) return null;
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
