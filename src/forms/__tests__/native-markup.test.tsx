/**
 * @jest-environment jsdom
 */
// The forms as HTML alone: what the server sends is a form the browser validates and posts
// itself, and the stand-in form (native-form.tsx) posts the same fields, starting from what the
// visitor had typed.
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { LocationProvider, ServerLocation } from '@gatsbyjs/reach-router';
import { loadContent } from '../../../content-library';
import { FIELDS } from '../../../contracts/forms/fields';
import { FORM_KINDS, type FormKind } from '../../../contracts/forms/schemas';
import { EnquiryForm } from '../enquiry-form';
import { NativeForm } from '../native-form';

const text = loadContent('page-text').forms;
const { labels: LABELS } = text;

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue({
    siteYaml: { name: 'Bridge City Fitness' },
    privacyYaml: {
      consent: 'Yes, send me news from {clubName}.',
      formNote: { text: 'We use your details only to answer you.', linkLabel: 'Privacy policy' },
    },
  });
});

const props = (kind: FormKind) => ({ kind, idPrefix: 't', submitLabel: 'Send', text });

/** The form as the server sends it, parsed as the browser reads it. */
function served(kind: FormKind, Form: typeof EnquiryForm | typeof NativeForm = EnquiryForm) {
  // jsdom has a window, so React would warn that layout effects do not run on a server.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  // React's server renderer needs TextEncoder, which jsdom's window lacks.
  Object.assign(globalThis, { TextEncoder: jest.requireActual('node:util').TextEncoder });
  const { renderToString } = jest.requireActual(
    'react-dom/server',
  ) as typeof import('react-dom/server');
  // Gatsby's server render puts every page in its router, at the page's own path.
  const Location = ServerLocation as React.ComponentType<{
    url: string;
    children: React.ReactNode;
  }>;
  const html = renderToString(
    <Location url="/contact/">
      <Form {...props(kind)} siteKey="" />
    </Location>,
  );
  jest.mocked(console.error).mockRestore();
  return new DOMParser().parseFromString(html, 'text/html').querySelector('form')!;
}

/** The name, type and value attribute of every control the browser would post, in order. */
const controls = (form: HTMLFormElement) =>
  Array.from(form.elements).flatMap((element) =>
    element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? [`${element.name}:${element.type}:${element.getAttribute('value') ?? ''}`]
      : [],
  );

describe.each(FORM_KINDS)('the %s form as served', (kind) => {
  it('posts to its endpoint, lets the browser validate, and its button can be pressed', () => {
    // Prepare, Act
    const form = served(kind);

    // Assess
    expect(form.getAttribute('action')).toBe(`/api/${kind}`);
    expect(form.method).toBe('post');
    expect(form.noValidate).toBe(false);
    expect(form.querySelector('button[type=submit]')!.hasAttribute('disabled')).toBe(false);
  });

  it('carries each field’s rules from the fields’ one list', () => {
    // Prepare
    const form = served(kind);

    // Act
    const field = (name: keyof typeof FIELDS) =>
      form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

    // Assess
    for (const name of ['name', 'email', 'phone'] as const) {
      expect(field(name).required).toBe(true);
      expect(field(name).maxLength).toBe(FIELDS[name].maxLength);
      expect(field(name).type).toBe(FIELDS[name].type);
      expect(field(name).autocomplete).toBe(FIELDS[name].autoComplete);
    }
    expect(field('phone').pattern).toBe(FIELDS.phone.pattern);
  });

  it('sends the page it is on and an empty honeypot, as the script does', () => {
    // Prepare, Act
    const form = served(kind);

    // Assess
    expect(form.querySelector<HTMLInputElement>('[name=page]')!.value).toBe('/contact/');
    const trap = form.querySelector<HTMLInputElement>('[name=website]')!;
    expect(trap.value).toBe('');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden=true]')).not.toBeNull();
  });

  it('has a stand-in that posts exactly the same fields', () => {
    // Prepare, Act
    const script = controls(served(kind));
    const standIn = controls(served(kind, NativeForm));

    // Assess
    expect(standIn).toEqual(script);
  });
});

it.each([
  ['stand-in', NativeForm],
  ['script’s form', EnquiryForm],
])(
  'the %s starts from what was typed into the form it replaces, focus included',
  async (_, Form) => {
    // Prepare: the form being replaced, still on the page.
    const old = document.createElement('div');
    old.innerHTML =
      '<input id="t-name" value=""><input id="t-trial" type="checkbox"><input id="t-email">';
    document.body.append(old);
    (document.getElementById('t-name') as HTMLInputElement).value = 'Jane';
    (document.getElementById('t-trial') as HTMLInputElement).checked = true;
    document.getElementById('t-name')!.focus();
    const standIn = document.createElement('div');
    document.body.append(standIn);

    // Act: React reads the old fields as it renders, before they go.
    render(
      <LocationProvider>
        <Form {...props('lead')} siteKey="" />
      </LocationProvider>,
      { container: standIn },
    );
    old.remove();

    // Assess
    await waitFor(() => expect(screen.getByLabelText(LABELS.name)).toHaveValue('Jane'));
    expect(screen.getByLabelText(LABELS.trial)).toBeChecked();
    expect(screen.getByLabelText(LABELS.name)).toHaveFocus();
  },
);

it.each([
  ['stand-in', NativeForm],
  ['script’s form', EnquiryForm],
])('the %s keeps what was typed between its render and its commit', async (_, Form) => {
  // Prepare: the form being replaced, still on the page.
  const old = document.createElement('div');
  old.innerHTML = '<input id="t-name"><input id="t-email">';
  document.body.append(old);
  (document.getElementById('t-name') as HTMLInputElement).value = 'Jane';
  const standIn = document.createElement('div');
  document.body.append(standIn);
  // Renders after the form, before React commits it: the visitor typing in between.
  function TypesMeanwhile() {
    (document.getElementById('t-email') as HTMLInputElement).value = 'late@example.com';
    return null;
  }

  // Act
  render(
    <LocationProvider>
      <Form {...props('lead')} siteKey="" />
      <TypesMeanwhile />
    </LocationProvider>,
    { container: standIn },
  );
  old.remove();

  // Assess
  await waitFor(() => expect(screen.getByLabelText(LABELS.email)).toHaveValue('late@example.com'));
  expect(screen.getByLabelText(LABELS.name)).toHaveValue('Jane');
});

it('the stand-in puts none of the scripted form’s props on its <form>', () => {
  // Act: the props the page hands the scripted form, which the stand-in takes in its place.
  const { container } = render(
    <LocationProvider>
      <NativeForm {...props('lead')} {...{ siteKey: 'site-key', onSuccessShown: () => {} }} />
    </LocationProvider>,
  );

  // Assess
  const form = container.querySelector('form')!;
  expect(form.getAttributeNames().sort()).toEqual(['action', 'class', 'method']);
});
