// A problem's field in the words of the CMS: the labels of its own fields (a property's title, else
// its humanized name), through $refs, in the three shapes of content files.
import type { SchemaSet } from '../../../content-library';
import { cmsFieldLabel } from '../field-label';

const image = {
  type: 'object',
  properties: { alt: { title: 'Words for the blind', type: 'string' } },
} as const;
const person = {
  type: 'object',
  properties: {
    img: { title: 'Portrait', $ref: 'common.schema.json#/definitions/image' },
    moreInfo: {
      type: 'array',
      items: { type: 'object', properties: { info: { type: 'string' } } },
    },
  },
} as const;
const schemas: SchemaSet = {
  dir: '/schemas',
  collections: ['coaches', 'people', 'club'],
  files: {
    'common.schema.json': { definitions: { image } },
    'coaches.schema.json': person,
    'people.schema.json': { type: 'array', items: person },
    'club.schema.json': { type: 'object', properties: { owner: person } },
  },
} as SchemaSet;

describe('cmsFieldLabel', () => {
  it('labels a field of a file of one entry, through a $ref, by its titles', () => {
    expect(
      cmsFieldLabel(schemas, {
        file: 'content/coaches/jo.yaml',
        entry: 'coach jo',
        field: 'img.alt',
      }),
    ).toBe('Portrait › Words for the blind');
  });

  it('labels a field of a record in a list, numbering list items from 1', () => {
    expect(
      cmsFieldLabel(schemas, {
        file: 'content/people.yaml',
        entry: 'person #2',
        field: 'moreInfo[0].info',
      }),
    ).toBe('More info › item 1 › Info');
  });

  it('starts a single object’s field at its entry, the top-level key', () => {
    expect(
      cmsFieldLabel(schemas, { file: 'content/club.yaml', entry: 'owner', field: 'img.alt' }),
    ).toBe('Owner › Portrait › Words for the blind');
  });

  it('has no label for a field the schema does not have, or a file it does not know', () => {
    expect(
      cmsFieldLabel(schemas, { file: 'content/coaches/jo.yaml', field: 'nickname' }),
    ).toBeUndefined();
    expect(cmsFieldLabel(schemas, { file: 'content/other.yaml', field: 'img' })).toBeUndefined();
    expect(cmsFieldLabel(schemas, { file: 'content/coaches/jo.yaml' })).toBeUndefined();
  });
});
