// Writes content-types.d.ts, the types of content/*.yaml, from content/schema/, so code outside
// GraphQL never declares a content shape by hand. Git-ignored; `npm run typecheck` writes it.
import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { collectionNames, SCHEMA_DIR } from './load';
import { pascalCase } from './schema-set';

export const TYPES_FILE = path.join(__dirname, 'content-types.d.ts');

/** The TypeScript source: one type per file (`Trainers`, `PageText`, ...) and `Content`. */
export async function contentTypesSource(schemaDir = SCHEMA_DIR): Promise<string> {
  const names = collectionNames(schemaDir);
  // One root that refers to every file, so the shared definitions are declared once.
  const root = {
    title: 'Content',
    description: 'Every file in content/, by its name without .yaml.',
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { $ref: `./${n}.schema.json` }])),
  } as JSONSchema;
  return compile(root, 'Content', {
    cwd: schemaDir,
    bannerComment:
      '// Generated from content/schema/ by content-library/generate-types.ts. Do not edit.',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    // Each file's schema is titled "...: content/<name>.yaml" (an entry folder's
    // "...: content/<name>/<id>.yaml"); its type is named after the file or folder.
    customName: (schema) => {
      const file = /content\/([\w-]+)(?:\/<id>)?\.yaml$/.exec(String(schema.title ?? ''))?.[1];
      return file ? pascalCase(file) : undefined;
    },
  });
}

export async function writeContentTypes(schemaDir = SCHEMA_DIR, file = TYPES_FILE) {
  const source = await contentTypesSource(schemaDir);
  // Unchanged types are not rewritten, so watchers (tsc, the editor) stay quiet.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) {
    fs.writeFileSync(file, source);
  }
}

if (require.main === module) {
  writeContentTypes().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
