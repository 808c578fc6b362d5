// pages.yaml against the page registry (contracts/routes.ts): one entry per page, none for a
// page the site does not have.
import fs from 'node:fs';
import { validateContent } from '../validate';
import { contentFixture, edit } from './content-fixture';

let dir: string;
beforeEach(() => {
  dir = contentFixture();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pages.yaml', () => {
  it('refuses an entry for a path the site has no page at', () => {
    // Prepare
    edit(dir, 'pages.yaml', (t) => t.replace('- path: /book-tour/', '- path: /book-a-tour/'));

    // Act
    const problems = validateContent(dir, dir);

    // Assess
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'pages.yaml',
          field: 'path',
          message: expect.stringMatching(/^is no page of the site; its pages are \/, /),
        }),
        expect.objectContaining({
          file: 'pages.yaml',
          message: 'has no entry for /book-tour/: add one, with its title, description and hero',
        }),
      ]),
    );
    expect(problems).toHaveLength(2);
  });
});
