/**
 * @jest-environment jsdom
 */
import { CLAIMED_ATTRIBUTE, holdEarlyTaps, type EarlyTaps } from '../early-taps';

// A fresh document each test, as the recorder listens on the document it is given for good
// (jest-dom's matchers need the window's own document, hence plain attribute checks).
let doc: Document;
let taps: EarlyTaps;

/** Clicks that reach the control's own listener (React's, once hydrated), by label. */
let reached: string[];

function control(label: string) {
  return doc.querySelector<HTMLButtonElement>(`[aria-label="${label}"]`)!;
}

const busy = (element: Element) => element.getAttribute('aria-busy') === 'true';

beforeEach(() => {
  doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <section id="carousel">
      <button aria-label="Next slide" data-early-tap><span class="icon"></span></button>
      <button aria-label="Slide 2" data-early-tap></button>
      <button aria-label="Plain"></button>
    </section>
    <div id="map"><button aria-label="Show the map" data-early-tap></button></div>
    <button aria-label="Open menu" data-early-tap commandfor="drawer" command="show-modal"></button>`;
  reached = [];
  doc.body.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button) reached.push(button.getAttribute('aria-label')!);
  });
  taps = holdEarlyTaps(doc);
});

afterEach(() => {
  delete (HTMLButtonElement.prototype as { commandForElement?: unknown }).commandForElement;
});

describe('early taps, before the component has hydrated', () => {
  it('holds a tap on a marked control, inside it too, and marks the control busy', () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });

    control('Next slide').querySelector('.icon')!.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(true);
    expect(reached).toEqual([]);
    expect(busy(control('Next slide'))).toBe(true);
  });

  it('lets a tap on an unmarked control through', () => {
    control('Plain').click();

    expect(reached).toEqual(['Plain']);
    expect(busy(control('Plain'))).toBe(false);
  });

  it('replays the taps inside the claimed root, in order, on the same elements', () => {
    control('Slide 2').click();
    control('Next slide').click();
    control('Show the map').click();

    taps.claim(doc.getElementById('carousel')!);

    expect(reached).toEqual(['Slide 2', 'Next slide']);
    expect(busy(control('Slide 2'))).toBe(false);
    expect(busy(control('Next slide'))).toBe(false);
    // Another component's tap waits for its own claim, once.
    expect(busy(control('Show the map'))).toBe(true);
    taps.claim(doc.getElementById('map')!);
    taps.claim(doc.getElementById('map')!);
    expect(reached).toEqual(['Slide 2', 'Next slide', 'Show the map']);
  });

  it('lets taps through at once after the claim', () => {
    taps.claim(doc.getElementById('carousel')!);

    control('Next slide').click();

    expect(doc.getElementById('carousel')!.hasAttribute(CLAIMED_ATTRIBUTE)).toBe(true);
    expect(reached).toEqual(['Next slide']);
    expect(busy(control('Next slide'))).toBe(false);
  });

  it('replays each tap, a repeated one too', () => {
    control('Next slide').click();
    control('Next slide').click();

    taps.claim(doc.getElementById('carousel')!);

    expect(reached).toEqual(['Next slide', 'Next slide']);
  });

  it('replays a tap on the control that took the place of the tapped one, by its id', () => {
    const form = doc.createElement('form');
    form.innerHTML = '<button id="send" aria-label="Send" data-early-tap></button>';
    doc.body.append(form);
    control('Send').click();
    form.innerHTML = '<button id="send" aria-label="Send" data-early-tap></button>';

    taps.claim(form);

    expect(reached).toEqual(['Send']);
    expect(busy(control('Send'))).toBe(false);
  });

  it('drops a tap on a control that left the page before its claim', () => {
    control('Next slide').click();
    control('Next slide').remove();

    taps.claim(doc.getElementById('carousel')!);

    expect(reached).toEqual([]);
  });

  it('leaves an invoker command to a browser that runs them, and holds it in one that does not', () => {
    const burger = control('Open menu');
    burger.click();
    expect(reached).toEqual([]);

    Object.defineProperty(HTMLButtonElement.prototype, 'commandForElement', {
      value: null,
      configurable: true,
    });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    burger.dispatchEvent(event);

    expect(event.defaultPrevented).toBe(false);
    expect(reached).toEqual(['Open menu']);
  });
});
