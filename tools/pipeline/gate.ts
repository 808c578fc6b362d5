// The deploy job's last question before it signs in to AWS: is this commit newer than the live
// one? Runs finish out of order (a content save's lane takes minutes, a code change's full
// suite twenty), so an older run can reach the deploy after a newer one has deployed; it must
// not put the older site back. The deploy job asks inside its concurrency group, so no other
// deploy can start between the answer and the deploy.

export type GateDecision = { deploy: boolean; reason: string };

export function gateDecision({
  head,
  live,
  runAttempt,
  isAncestor,
}: {
  head: string;
  /** The live commit (live.ts), undefined when unknown. */
  live: string | undefined;
  /** GITHUB_RUN_ATTEMPT: 1 for a push's own run. */
  runAttempt: number;
  isAncestor: (ancestor: string, descendant: string) => boolean | undefined;
}): GateDecision {
  // infra/README.md's rollback: re-running an older run deploys its commit again, on purpose.
  if (runAttempt > 1) {
    return {
      deploy: true,
      reason: `attempt ${runAttempt} of this run: a re-run deploys its commit`,
    };
  }
  if (live === undefined) return { deploy: true, reason: 'the live commit is unknown' };
  if (isAncestor(head, live) === true) {
    return {
      deploy: false,
      reason: `the live commit ${live.slice(0, 7)} already contains ${head.slice(0, 7)}`,
    };
  }
  return { deploy: true, reason: `${head.slice(0, 7)} is newer than the live ${live.slice(0, 7)}` };
}
