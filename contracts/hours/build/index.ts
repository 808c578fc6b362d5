// The club's clock at build time, in Node (luxon, here only): the zone's offsets table the
// browser's clock reads, and the build's date, which decides the holidays still to come.
export { contentToday, TODAY_OVERRIDE } from './today';
export { buildZoneOffsets, clubZoneOffsets } from './zone-offsets-table';
