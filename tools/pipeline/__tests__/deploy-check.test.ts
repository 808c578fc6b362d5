// The content lane's deploy checks: the CDK app's, without a synth, on the settings committed
// under infra/ of the checkout they are given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deployCheck } from '../deploy-check';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-check-'));
  fs.mkdirSync(path.join(root, 'infra'));
  fs.writeFileSync(path.join(root, 'infra', 'cdk.json'), JSON.stringify({ context: {} }));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('deployCheck', () => {
  it('refuses, in the words the editor’s issue quotes, what the CDK app would refuse', () => {
    const report = path.join(root, 'refusal', 'deploy-checks.json');
    const errors: string[] = [];
    const spy = jest
      .spyOn(console, 'error')
      .mockImplementation((line: string) => errors.push(line));
    try {
      expect(deployCheck({ AWS_REGION: 'ca-central-1' }, root, report)).toBe(false);
    } finally {
      spy.mockRestore();
    }
    expect(errors.join('\n')).toMatch(/Refusing to deploy:\n {2}- /);
    expect(errors.join('\n')).toMatch(/alarmEmail is not set/);
    // The same refusals, one an item, for the notify job.
    const refusals = JSON.parse(fs.readFileSync(report, 'utf8')) as string[];
    expect(refusals).toEqual(
      expect.arrayContaining([expect.stringMatching(/^alarmEmail is not set/)]),
    );
  });
});
