// The club's hours and clock for every side; what only the build runs (luxon) is ./build's, so no
// browser bundle carries it.
export * from './exceptions';
export * from './hours';
export * from './clock';
export * from './status';
export * from './zone-offsets';
