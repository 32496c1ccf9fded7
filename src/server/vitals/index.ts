/**
 * Web vitals, the public side: the beacons public pages send, validated, rate-limited and stored.
 * (The dashboard's report is `admin/`.)
 */
export { BeaconBody, MAX_BEACON_BYTES } from './beacon-schema.ts';
export { receiveBeacons } from './receive-beacons.ts';
