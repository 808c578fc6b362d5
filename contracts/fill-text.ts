// Fills the {placeholders} content editors may use in YAML text, e.g. {clubName}.
export function fillText(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
