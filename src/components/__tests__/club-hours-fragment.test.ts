// The club's clock is queried in one place: the ClubHours fragment (club-hours.ts) and the time
// zone's ClubTimeZone. Every other query and fragment in src/ gets the hours, the holidays and
// the time zone by spreading them, so the badges, the holiday list, the JSON-LD, the tour request
// and the class schedule cannot drift apart when the content or the fragment changes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

const SRC = path.resolve(__dirname, '../..');

/** The clock's own fragments, the one place its fields are selected. */
const CLOCK_FRAGMENTS = new Set(['ClubHours', 'ClubTimeZone']);

/** Where a fragment on each site.yaml type sits, from the root of site.yaml. */
const TYPE_PATHS: Record<string, string> = {
  Query: '',
  SiteYaml: '',
  SiteYamlLocation: 'location',
  SiteYamlHours: 'hours',
  SiteYamlHoursGroups: 'hours.groups',
  SiteYamlHoursExceptions: 'hours.exceptions',
  SiteYamlHoursExceptionsDays: 'hours.exceptions.days',
};

/** The fields the clock reads: the zone, each group's week, and each holiday's date and changes. */
const CLOCK_FIELD =
  /^(location\.timeZone|hours\.groups\.times(\..*)?|hours\.exceptions\.(days|upcoming)\.(date|label|staffed)(\..*)?)$/;

type Finding = { definition: string; field: string };

const nameOf = (definition: DefinitionNode) =>
  'name' in definition && definition.name ? definition.name.value : '(anonymous)';

/** The clock's fields a definition selects itself, as paths from the root of site.yaml. */
function clockFieldsOf(definition: DefinitionNode): string[] {
  if (definition.kind !== Kind.FRAGMENT_DEFINITION && definition.kind !== Kind.OPERATION_DEFINITION)
    return [];
  const onType =
    definition.kind === Kind.FRAGMENT_DEFINITION ? definition.typeCondition.name.value : 'Query';
  const root = TYPE_PATHS[onType];
  // Only site.yaml holds the clock; a fragment on another collection's type cannot select it.
  if (root === undefined) return onType.startsWith('SiteYaml') ? [`${onType} (unknown type)`] : [];
  const found: string[] = [];
  const walk = (set: SelectionSetNode | undefined, at: string | null) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, at);
      if (selection.kind !== Kind.FIELD) continue;
      // Above site.yaml (a query's root), only siteYaml leads to the clock.
      if (at === null) {
        if (selection.name.value === 'siteYaml') walk(selection.selectionSet, '');
        continue;
      }
      // A field under another name (displayDate) is a display format of the list's own.
      if (selection.alias && selection.alias.value !== selection.name.value) continue;
      const here = [at, selection.name.value].filter(Boolean).join('.');
      if (CLOCK_FIELD.test(here)) found.push(here);
      walk(selection.selectionSet, here);
    }
  };
  walk(definition.selectionSet, onType === 'Query' ? null : root);
  return found;
}

/** Every clock field selected outside the clock's own fragments, in the given GraphQL texts. */
function copiesOfTheClock(documents: readonly string[]): Finding[] {
  return documents.flatMap((text) =>
    parse(text)
      .definitions.filter((d) => !CLOCK_FRAGMENTS.has(nameOf(d)))
      .flatMap((d) => clockFieldsOf(d).map((field) => ({ definition: nameOf(d), field }))),
  );
}

/** The graphql`...` texts of src/ (tests aside), which Gatsby extracts and runs. */
function graphqlInSrc(): Map<string, string[]> {
  const texts = new Map<string, string[]>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/(^|\/)__tests__\//.test(file),
  );
  for (const file of files) {
    const found = [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/graphql`([^`]*)`/g)];
    if (found.length > 0)
      texts.set(
        file,
        found.map((m) => m[1]!),
      );
  }
  return texts;
}

const spreadsOf = (fragment: FragmentDefinitionNode) =>
  fragment.selectionSet.selections.flatMap((s) =>
    s.kind === Kind.FRAGMENT_SPREAD ? [s.name.value] : [],
  );

it('selects the hours, the holidays and the time zone in the clock fragments only', () => {
  const texts = graphqlInSrc();
  expect(texts.size).toBeGreaterThan(10);
  expect(copiesOfTheClock([...texts.values()].flat())).toEqual([]);
});

it('has the footer, the holiday list, the JSON-LD and the tour request spread ClubHours', () => {
  const fragments = new Map(
    [...graphqlInSrc().values()]
      .flat()
      .flatMap((text) => parse(text).definitions)
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const spreadsClubHours = (name: string) => {
    const fragment = fragments.get(name);
    if (!fragment) throw new Error(`No fragment ${name}`);
    const onQuery = fragment.selectionSet.selections.find(
      (s) => s.kind === Kind.FIELD && s.name.value === 'siteYaml',
    );
    return onQuery?.kind === Kind.FIELD
      ? onQuery.selectionSet!.selections.some(
          (s) => s.kind === Kind.FRAGMENT_SPREAD && s.name.value === 'ClubHours',
        )
      : spreadsOf(fragment).includes('ClubHours');
  };
  expect(
    ['ClubFactsData', 'GymFacts', 'HolidayHoursData', 'TourRequestData'].filter(
      (name) => !spreadsClubHours(name),
    ),
  ).toEqual([]);
});

it('finds a query that keeps its own copy of the hours', () => {
  // The JSON-LD's fragment as it was before it spread ClubHours.
  const ownCopy = `
    fragment SeoSite on SiteYaml {
      name
      location { latitude longitude timeZone }
      hours {
        groups { name times { days time note } }
        exceptions { upcoming { date(formatString: "YYYY-MM-DD") label } }
      }
    }
    query Tour { siteYaml { hours { exceptions { days { staffed { group } } } } } }
    fragment Holidays on SiteYamlHoursExceptions { upcoming { displayDate: date } }`;
  expect(copiesOfTheClock([ownCopy])).toEqual([
    { definition: 'SeoSite', field: 'location.timeZone' },
    { definition: 'SeoSite', field: 'hours.groups.times' },
    { definition: 'SeoSite', field: 'hours.groups.times.days' },
    { definition: 'SeoSite', field: 'hours.groups.times.time' },
    { definition: 'SeoSite', field: 'hours.groups.times.note' },
    { definition: 'SeoSite', field: 'hours.exceptions.upcoming.date' },
    { definition: 'SeoSite', field: 'hours.exceptions.upcoming.label' },
    { definition: 'Tour', field: 'hours.exceptions.days.staffed' },
    { definition: 'Tour', field: 'hours.exceptions.days.staffed.group' },
  ]);
});
