// Writes content-types.d.ts, the types of content/*.yaml, from content/schema/, so code outside
// GraphQL never declares a content shape by hand. Git-ignored; `npm run typecheck` writes it.
import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { collectionNames, SCHEMA_DIR } from './load';
import { pascalCase } from './schema-set';

const TYPES_FILE = path.join(__dirname, 'content-types.d.ts');

/** One type per file (`Trainers`, `PageText`, ...) and `Content`. */
async function writeContentTypes() {
  const names = collectionNames(SCHEMA_DIR);
  // One root that refers to every file, so the shared definitions are declared once.
  const root = {
    title: 'Content',
    description: 'Every file in content/, by its name without .yaml.',
    type: 'object',
    additionalProperties: false,
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, { $ref: `./${n}.schema.json` }])),
  } as JSONSchema;
  const source = await compile(root, 'Content', {
    cwd: SCHEMA_DIR,
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
  // Unchanged types are not rewritten, so watchers (tsc, the editor) stay quiet.
  if (!fs.existsSync(TYPES_FILE) || fs.readFileSync(TYPES_FILE, 'utf8') !== source) {
    fs.writeFileSync(TYPES_FILE, source);
  }
}

writeContentTypes().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
