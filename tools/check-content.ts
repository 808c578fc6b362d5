// `npm run check:content`: validates content/*.yaml on its own, for editors, without a build.
import path from 'node:path';
import { formatProblems, validateContent } from '../plugins/content-source';

const problems = validateContent(path.resolve(__dirname, '..', 'content'));
if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log('Content OK: every YAML file matches its schema in content/schema/.');
