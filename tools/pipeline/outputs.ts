// How the pipeline's commands hand their answers to later steps: GITHUB_OUTPUT. A value may hold
// what an editor chose (a route comes from a content file's name), so every value is written in
// Actions' multi-line form, `name<<DELIMITER`, with a random delimiter a value cannot guess, and a
// value that holds it anyway is refused: no file name can add an output line.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';

type Env = NodeJS.ProcessEnv;

const NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

export function required(env: Env, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

/** The text GITHUB_OUTPUT receives for `outputs`, each value between two delimiter lines. */
export function outputText(
  outputs: Record<string, string>,
  delimiter = `ghadelimiter_${randomBytes(16).toString('hex')}`,
): string {
  return Object.entries(outputs)
    .map(([name, value]) => {
      if (!NAME.test(name)) throw new Error(`Output name ${JSON.stringify(name)} is not a name`);
      if (value.includes(delimiter)) throw new Error(`Output ${name} holds the delimiter`);
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join('');
}

/** Adds the outputs to GITHUB_OUTPUT (or prints them as `name=value` outside Actions). */
export function setOutputs(env: Env, outputs: Record<string, string>) {
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, outputText(outputs));
  else {
    for (const [name, value] of Object.entries(outputs)) console.log(`${name}=${value}`);
  }
}

/**
 * GITHUB_OUTPUT's text read back as the runner reads it (`name=value` lines and `name<<D`
 * blocks); the tests read what a step wrote with it.
 */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, i + 1);
      if (end < 0) throw new Error(`Output ${block[1]} has no closing delimiter`);
      outputs[block[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      const at = line.indexOf('=');
      outputs[line.slice(0, at)] = line.slice(at + 1);
    }
  }
  return outputs;
}
