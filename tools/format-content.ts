// `npm run format:content`: content/*.yaml rewritten as the CMS (/admin/) writes it, so its next
// save changes only what was edited. The data stays, but for a text's final newline and empty
// optional fields ('' or []). Only valid files are rewritten.
import path from 'node:path';
import {
  contentDocuments,
  formatContent,
  formatProblems,
  validateContent,
} from '../content-library';

const contentDir = path.resolve(__dirname, '..', 'content');
// Read once: the check and the rewrite see the same files.
const documents = contentDocuments(contentDir);
const problems = validateContent(contentDir, undefined, { documents });
if (problems.length > 0) {
  console.error(formatProblems(problems));
  console.error('Fix these first: format:content only rewrites valid files.');
  process.exit(1);
}
const changed = formatContent(contentDir, documents);
console.log(
  changed.length > 0
    ? `Rewritten in the CMS's form: ${changed.map((f) => `content/${f}`).join(', ')}`
    : 'Every content file is already in the CMS’s form.',
);
