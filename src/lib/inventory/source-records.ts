/**
 * The records a store's system of record (Metrc, or a point of sale that keeps Metrc) and this
 * store exchange, in our terms (decision 77). Adapters map their vendor's shapes to these.
 */

/** One package as the source holds it now. */
export interface SourcePackage {
  /** The Metrc tag, e.g. 1A4060300002EE1000012345. */
  label: string;
  /** The source's own id of it ('' where it has none). */
  sourceId: string;
  itemName: string;
  /** Metrc's item category, e.g. 'Buds', 'Pre-Roll Flower', 'Infused Edible'. */
  category: string;
  /** 'Each' for prepackaged units, else a weight unit ('Grams', 'Ounces', 'Milligrams', 'Pounds'). */
  unitOfMeasure: string;
  /** The weight of one unit, in grams, where the item declares one (prepackaged 'Each' items). */
  unitWeightGrams: number | null;
  quantity: number;
  /** Metrc's lab testing state, e.g. 'TestPassed', 'TestFailed', 'NotSubmitted'; '' if unknown. */
  labState: string;
  onHold: boolean;
  /** YYYY-MM-DD, or null. */
  expiresOn: string | null;
  /** When it last changed at the source (ISO instant), or null. */
  modifiedAt: string | null;
}

/** A sale as it goes to the state: one order handed over. */
export interface SourceReceipt {
  /** Our order number: the receipt's external number, so a resend finds it. */
  externalNumber: string;
  /** The instant of the sale; the adapter writes it the way its API expects. */
  soldAt: Date;
  /** The store's time zone, for APIs that take local times. */
  timeZone: string;
  customerType: 'Consumer' | 'Patient';
  /** The patient's registry card number, for medical sales. */
  patientLicenceNumber: string | null;
  /** How the customer's identity was checked at the counter. */
  identificationMethod: string;
  lines: SourceReceiptLine[];
}

export interface SourceReceiptLine {
  packageLabel: string;
  quantity: number;
  /** 'Each' or the package's weight unit. */
  unitOfMeasure: string;
  /** What the customer paid for this line, tax excluded, in cents. */
  totalCents: number;
}

/** A medical patient as the registry knows them today. */
export interface PatientStatus {
  licenceNumber: string;
  active: boolean;
  /** Flower-equivalent ounces they may still buy now (the registry's own figure). */
  flowerOuncesAvailable: number;
  /** THC ounces available, where the registry reports it. */
  thcOuncesAvailable: number | null;
}
