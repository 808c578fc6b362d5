// `npm run check:content [-- --json FILE] [--dir FOLDER] [--fix]`: each content/*.yaml against its
// schema, then written as the CMS writes it (--fix rewrites it so: `npm run format:content`). --json
// writes the problems for the editor's message (tools/pipeline/notify.ts); --dir: another folder.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  cmsFormProblems,
  contentDocuments,
  contentWarnings,
  formatContent,
  formatProblems,
  formatWarnings,
  readSchemas,
  validateContent,
} from '../content-library';
import { cmsFieldLabel } from './pipeline/field-label';

/** What `--json` writes: each problem with its field as the CMS labels it ("Photo › Alt text"). */
export type ContentCheckReport = {
  problems: (ReturnType<typeof validateContent>[number] & { fieldLabel?: string })[];
};

function main() {
  const { values } = parseArgs({
    options: { json: { type: 'string' }, dir: { type: 'string' }, fix: { type: 'boolean' } },
  });
  const contentDir = path.resolve(values.dir ?? path.join(__dirname, '..', 'content'));
  // Files are named from the folder that holds content/, as editors see them in the repository.
  const rootDir = path.dirname(contentDir);
  // Each file is read and parsed once, for the schemas, the rules and the CMS's form alike.
  const documents = contentDocuments(contentDir);
  const schemaProblems = validateContent(contentDir, rootDir, { documents });
  // A file that breaks its schema cannot be compared with the CMS's form of it, nor rewritten.
  const problems =
    schemaProblems.length > 0 || values.fix
      ? schemaProblems
      : cmsFormProblems(contentDir, rootDir, documents);
  if (values.json) {
    // Only a field has a label; a refused link has none, and its schemas are not read.
    const schemas = problems.some((p) => 'field' in p && p.field !== undefined)
      ? readSchemas(path.join(contentDir, 'schema'))
      : undefined;
    const report: ContentCheckReport = {
      problems: problems.map((p) => ({ ...p, fieldLabel: schemas && cmsFieldLabel(schemas, p) })),
    };
    fs.mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
    fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  }
  // Holidays that have passed: a reminder, never a refusal, or every list would fail once a
  // holiday is over (content/README.md says so).
  const warnings = contentWarnings(contentDir, rootDir, { documents });
  if (warnings.length > 0) console.warn(formatWarnings(warnings));
  if (problems.length > 0) {
    console.error(formatProblems(problems));
    process.exit(1);
  }
  for (const file of values.fix ? formatContent(contentDir, documents) : [])
    console.log(`Rewritten in the CMS's form: content/${file}`);
  console.log(
    'Content OK: every YAML file matches its schema in content/schema/ and is written as the CMS writes it.',
  );
}

main();
