// The public entry of osd (serial numbers, sold units, their requests): what other modules may use (ADR 0055).
export { importUnits } from './import-units.ts';
