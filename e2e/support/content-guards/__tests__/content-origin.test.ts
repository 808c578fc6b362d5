// The guards' messages name the content a page's text or address comes from: the fixture
// content's own texts must lead back to their file, entry and field.
import { FIXTURE_CONTENT } from '../../../../fixtures';
import { contentTexts, describeAddressOrigin, describeOrigin, originOf } from '../content-origin';

const texts = contentTexts(FIXTURE_CONTENT);
const trainer = texts.find((t) => /^trainers\//.test(t.file.replace(/^.*content\//, '')))!;

describe('contentTexts', () => {
  it('reads the entry folders too, naming each text by file, entry and field', () => {
    const sentence = texts.find(
      (t) => t.file.endsWith('trainers/3.yaml') && t.field === 'biography[0].info',
    );
    expect(sentence).toEqual(
      expect.objectContaining({ file: 'content/trainers/3.yaml', entry: expect.any(String) }),
    );
    expect(texts.some((t) => t.file.includes('/schema/') || t.file.includes('/images/'))).toBe(
      false,
    );
  });
});

describe('originOf', () => {
  it('finds the field of a text shown inside an element label, as inspect-page writes it', () => {
    const shown = `p.trainer-bio "${trainer.text.slice(0, 40)}"`;
    const [best] = originOf(shown, texts);
    expect(best).toEqual(expect.objectContaining({ file: trainer.file }));
  });

  it('finds the longest content text an element holds, ignoring Markdown marks', () => {
    const answer = texts.find((t) => t.text.includes('**'))!;
    const plain = answer.text.replace(/\*\*/g, '').replace(/\s+/g, ' ');
    expect(originOf(`div "${plain}"`, texts)[0]).toEqual(answer);
  });

  it('names nothing for a text the code writes', () => {
    expect(describeOrigin('button "zq-not-in-any-content-zq"', texts)).toBe('');
  });
});

describe('describeAddressOrigin', () => {
  it('names the content text that writes a link', () => {
    const linking = texts.find((t) => /\]\(\/[a-z-]+\/#?[a-z-]*\)/.test(t.text))!;
    const href = /\]\((\/[a-z-]+\/#?[a-z-]*)\)/.exec(linking.text)![1]!;
    expect(describeAddressOrigin(href, texts)).toContain(`${linking.file}`);
    expect(describeAddressOrigin(href, texts)).toContain(`field ${linking.field}`);
  });
});
