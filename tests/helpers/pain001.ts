import { readFileSync } from 'node:fs';
import { XmlDocument, XsdValidator } from 'libxml2-wasm';

const SCHEMA = new URL('../fixtures/iso20022/pain.001.001.09.xsd', import.meta.url);

/** What libxml2 finds wrong with a pain.001.001.09 file against the ISO 20022 schema: none when it is valid. */
export function pain001Problems(xml: string): string[] {
  const schema = XmlDocument.fromBuffer(readFileSync(SCHEMA));
  const document = XmlDocument.fromString(xml);
  const validator = XsdValidator.fromDoc(schema);
  try {
    validator.validate(document);
    return [];
  } catch (error) {
    const details = (error as { details?: Array<{ message: string }> }).details;
    return details ? details.map((detail) => detail.message.trim()) : [String(error)];
  } finally {
    validator.dispose();
    document.dispose();
    schema.dispose();
  }
}
