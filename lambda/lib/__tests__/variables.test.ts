import { ConfigError, loadConfig, loadMailConfig, type Environment } from '../config';
import { loadCmsLoginConfig } from '../cms-login/config';
import { tourCalendarFromEnvironment } from '../tour-config';
import {
  FUNCTION_VARIABLES,
  READERS,
  type FunctionVariable,
  type Reader,
  type VariableName,
} from '../variables';

/** Each function's loader: what it refuses is what the declared list says it reads. */
const LOADERS: Record<Reader, (env: Environment) => unknown> = {
  forms: loadConfig,
  retrier: loadMailConfig,
  tour: tourCalendarFromEnvironment,
  cmsLogin: loadCmsLoginConfig,
};

/** The variables the loader's problems name, in the order it names them. */
function namedBy(reader: Reader, env: Environment): string[] {
  try {
    LOADERS[reader](env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.map((problem) => problem.split(' ')[0]!);
  }
  return [];
}

const declared = (reader: Reader, kind: 'required' | 'optional') =>
  (Object.keys(FUNCTION_VARIABLES) as VariableName[]).filter((name) => {
    const variable: FunctionVariable = FUNCTION_VARIABLES[name];
    return variable[kind]?.includes(reader);
  });

describe.each(Object.keys(READERS) as Reader[])('the %s', (reader) => {
  it('refuses to start without exactly the variables declared as required', () => {
    expect(namedBy(reader, {}).sort()).toEqual(declared(reader, 'required').sort());
  });

  it('reads each variable declared as optional', () => {
    const optional = declared(reader, 'optional');
    const env = Object.fromEntries(optional.map((name) => [name, 'not a valid value']));
    expect(namedBy(reader, env).filter((name) => optional.includes(name as VariableName))).toEqual(
      optional,
    );
  });
});
