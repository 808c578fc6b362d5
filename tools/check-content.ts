// `npm run check:content`: validates content/*.yaml on its own, for editors, without a build:
// each file against its schema, then that it is written as the CMS (/admin/) writes it, so the
// CMS's next save changes only what an editor changes.
import path from 'node:path';
import { cmsFormProblems, formatProblems, validateContent } from '../plugins/content-source';

const contentDir = path.resolve(__dirname, '..', 'content');
const problems = validateContent(contentDir);
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
const notInCmsForm = cmsFormProblems(contentDir);
if (notInCmsForm.length > 0) {
  console.error(formatProblems(notInCmsForm));
  process.exit(1);
}
console.log(
  'Content OK: every YAML file matches its schema in content/schema/ and is written as the CMS writes it.',
);
