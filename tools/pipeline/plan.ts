// `npm run pipeline -- plan`: the lane of a push to main (lane.ts), written to GITHUB_OUTPUT:
// - lane: content or full;
// - code: for the content lane, the approved commit whose code the lane builds (live.ts), with
//   only content/ taken from the save; empty for the full lane;
// - routes: for the content lane, the routes its guards check (routes.ts), from the diff against
//   the live commit; empty means every route.
// The lane follows from the diff against the approved code, not against the parent: a save that
// follows a code push whose review is pending carries that code, so it takes the full lane too.
import { live } from './gate-command';
import { changedFiles, isAncestor } from './git';
import { laneOf } from './lane';
import { required, setOutputs } from './outputs';
import { affectedRoutes, type AffectedRoutes } from './routes';

type Env = NodeJS.ProcessEnv;

export type Plan = { lane: 'content' | 'full'; code: string; routes: string };

export async function plan(env: Env = process.env, root = process.cwd()): Promise<Plan> {
  const head = required(env, 'GITHUB_SHA');
  // A run by hand has no save to fast-track: it takes the full suite.
  const state =
    env.GITHUB_EVENT_NAME === 'push'
      ? await live(env, root)
      : { approved: undefined, live: undefined };
  const descends = (base: string | undefined): base is string =>
    base !== undefined && isAncestor(base, head, root) === true;
  const changed = descends(state.approved) ? changedFiles(state.approved, head, root) : undefined;
  const lane = laneOf(changed);
  // The guards check what changed since the live site, which may be a later save than the code.
  const base = descends(state.live) ? state.live : state.approved;
  const affected: AffectedRoutes =
    lane === 'content' ? affectedRoutes(changedFiles(base!, head, root), root) : { all: true };
  const result: Plan = {
    lane,
    code: lane === 'content' ? state.approved! : '',
    routes: affected.all ? '' : affected.routes.join(' '),
  };
  console.log(
    changed === undefined
      ? `Full lane: no approved commit to compare ${head.slice(0, 7)} with.`
      : `${lane === 'content' ? 'Content' : 'Full'} lane: ${changed.length} file(s) changed since the approved ${state.approved!.slice(0, 7)}:\n  ${changed.map((file) => JSON.stringify(file)).join('\n  ')}`,
  );
  if (lane === 'content') console.log(`Guarded routes: ${result.routes || 'every route'}`);
  setOutputs(env, result);
  return result;
}
