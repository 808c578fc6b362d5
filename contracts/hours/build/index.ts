// The club's clock at build time, in Node: the table of the time zone's offsets that the
// browser's clock reads (gatsby-node puts it in the bundle), and the build's date, which decides
// the holidays still to come. luxon reads the zone's offsets here, and only here.
export { contentToday, TODAY_OVERRIDE } from './today';
export { buildZoneOffsets, clubZoneOffsets } from './zone-offsets-table';
