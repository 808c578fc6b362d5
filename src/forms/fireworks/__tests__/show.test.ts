import { FIREWORKS, FireworksShow, runFrames, type Drawing } from '../show';

/** A 2D context that keeps what was drawn: each stroke's ends and style, each wipe. */
function recordingContext() {
  const strokes: { from: [number, number]; to: [number, number]; style: string }[] = [];
  const wipes: { alpha: string; mode: string }[] = [];
  let from: [number, number] = [0, 0];
  let to: [number, number] = [0, 0];
  const ctx = {
    canvas: { width: 400, height: 800 },
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineCap: 'butt',
    globalCompositeOperation: 'source-over',
    beginPath() {},
    moveTo(x: number, y: number) {
      from = [x, y];
    },
    lineTo(x: number, y: number) {
      to = [x, y];
    },
    stroke() {
      strokes.push({ from, to, style: String(ctx.strokeStyle) });
    },
    fillRect() {
      wipes.push({ alpha: String(ctx.fillStyle), mode: ctx.globalCompositeOperation });
    },
  };
  return { ctx: ctx as unknown as Drawing, strokes, wipes };
}

/** The same sequence every run. */
function seeded(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

describe('FireworksShow', () => {
  test('a rocket rises from the bottom edge to the upper half and bursts into 50 sparks of its colour', () => {
    const { ctx, strokes } = recordingContext();
    const show = new FireworksShow(ctx, seeded());
    show.frame();
    expect(show.rockets).toHaveLength(1);
    const rocket = show.rockets[0]!;
    expect(rocket.fromY).toBe(800);
    expect(rocket.toY).toBeGreaterThanOrEqual(80);
    expect(rocket.toY).toBeLessThanOrEqual(400);
    expect(rocket.toX).toBeGreaterThanOrEqual(40);
    expect(rocket.toX).toBeLessThanOrEqual(360);
    const target = { x: rocket.toX, y: rocket.toY };

    let frames = 1;
    while (!show.sparks.length && frames < 100) {
      show.frame();
      frames += 1;
    }
    expect(frames).toBeLessThan(100);
    expect(show.sparks).toHaveLength(FIREWORKS.particles);
    expect(show.sparks.every((s) => s.hue === rocket.hue)).toBe(true);
    // The rocket's trail (its colour, opaque) climbed: each segment ends higher than it starts.
    const trail = strokes.filter(
      (s) => s.style === `hsla(${Math.round(rocket.hue)}, 100%, 60%, 1.000)`,
    );
    expect(trail.length).toBeGreaterThan(1);
    expect(trail.filter((s) => s.to[1] > s.from[1])).toEqual([]);
    // The sparks, drawn from the burst's frame on, start where it burst.
    const sparks = strokes.slice(-FIREWORKS.particles);
    expect(sparks.every((s) => s.from[0] === target.x && s.from[1] === target.y)).toBe(true);
  });

  test('sparks slow down, fall and fade out, and are gone within 1 / the slowest decay frames', () => {
    const { ctx } = recordingContext();
    const show = new FireworksShow(ctx, seeded(7));
    while (!show.sparks.length) show.frame();
    const spark = show.sparks[0]!;
    const speeds = [spark.speed];
    const alphas = [spark.alpha];
    for (let i = 0; i < 10; i += 1) {
      show.frame();
      speeds.push(spark.speed);
      alphas.push(spark.alpha);
    }
    expect(speeds[1]).toBeCloseTo(speeds[0]! * FIREWORKS.friction);
    for (let i = 1; i < alphas.length; i += 1) expect(alphas[i]!).toBeLessThan(alphas[i - 1]!);

    // Once friction has taken the speed, gravity wins: it falls.
    const slow = { ...spark, speed: 0.01 };
    show.sparks = [slow];
    const y = slow.y;
    show.frame();
    expect(slow.y).toBeCloseTo(y + FIREWORKS.gravity, 1);

    const lifetime = Math.ceil(1 / FIREWORKS.decay.min);
    const launched = new Set(show.sparks);
    for (let i = 0; i < lifetime + 1; i += 1) show.frame();
    expect(show.sparks.some((s) => launched.has(s))).toBe(false);
  });

  test('launches come 30 to 60 frames apart, and every frame wipes half of the last', () => {
    const { ctx, wipes } = recordingContext();
    const show = new FireworksShow(ctx, seeded(3));
    const launchFrames: number[] = [];
    const launch = show.launch.bind(show);
    let frame = 0;
    show.launch = () => {
      launchFrames.push(frame);
      launch();
    };
    for (frame = 0; frame < 400; frame += 1) show.frame();
    expect(launchFrames[0]).toBe(0);
    const gaps = launchFrames.slice(1).map((f, i) => f - launchFrames[i]!);
    expect(gaps.length).toBeGreaterThan(5);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(FIREWORKS.launchEvery.min);
      expect(gap).toBeLessThanOrEqual(FIREWORKS.launchEvery.max + 1);
    }
    expect(wipes).toHaveLength(400);
    expect(
      wipes.every((w) => w.mode === 'destination-out' && w.alpha === 'rgba(0, 0, 0, 0.5)'),
    ).toBe(true);
  });

  test('after the canvas is resized, rockets aim inside its new size', () => {
    const { ctx } = recordingContext();
    const show = new FireworksShow(ctx, seeded(5));
    Object.assign(ctx.canvas, { width: 1200, height: 300 });
    show.launch();
    const rocket = show.rockets[0]!;
    expect(rocket.fromX).toBe(600);
    expect(rocket.fromY).toBe(300);
    expect(rocket.toY).toBeLessThanOrEqual(150);
    expect(rocket.toX).toBeGreaterThanOrEqual(120);
  });
});

describe('runFrames', () => {
  /** Animation frames driven by hand, each at the time given. */
  function frames() {
    const pending = new Map<number, (time: number) => void>();
    let next = 1;
    return {
      requestAnimationFrame: (callback: (time: number) => void) => {
        pending.set(next, callback);
        return next++;
      },
      cancelAnimationFrame: (handle: number) => void pending.delete(handle),
      run(time: number) {
        const callbacks = [...pending.values()];
        pending.clear();
        for (const callback of callbacks) callback(time);
      },
      get waiting() {
        return pending.size;
      },
    };
  }

  test('draws every frame of a 60 Hz screen, and at most 60 a second on a 120 Hz one', () => {
    const at60 = frames();
    let drawn60 = 0;
    runFrames(() => (drawn60 += 1), at60);
    for (let i = 0; i < 60; i += 1) at60.run(i * (1000 / 60));
    expect(drawn60).toBe(60);

    const at120 = frames();
    let drawn120 = 0;
    runFrames(() => (drawn120 += 1), at120);
    for (let i = 0; i < 120; i += 1) at120.run(i * (1000 / 120));
    expect(drawn120).toBe(60);
  });

  test('the function it returns stops the frames', () => {
    const clock = frames();
    let drawn = 0;
    const stop = runFrames(() => (drawn += 1), clock);
    clock.run(0);
    clock.run(17);
    stop();
    expect(clock.waiting).toBe(0);
    clock.run(34);
    expect(drawn).toBe(2);
  });
});
