import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('equipment')
export class Equipment {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'int' }) userId: number;
  @Column({ type: 'int' }) homeId: number;
  @Column({ type: 'int', nullable: true }) equipmentTypeId: number | null;
  @Column({ type: 'int', nullable: true }) templateEquipmentId: number | null;
  @Column({ type: 'int', nullable: true }) categoryId: number | null;
  @Column({ type: 'text' }) name: string;
  @Column({ type: 'text', nullable: true }) brand: string | null;
  @Column({ type: 'text', nullable: true }) modelNumber: string | null;
  @Column({ type: 'text', nullable: true }) serialNumber: string | null;
  /** The equipment type as typed in the form (free text); equipmentTypeId is set when it names a known type. */
  @Column({ type: 'text', nullable: true }) type: string | null;
  /** The estimated installation year as entered (free text, e.g. "2020"). */
  @Column({ type: 'text', nullable: true }) installationDate: string | null;
  @Column({ type: 'date', nullable: true }) lastMaintenanceDate: string | null;
  /** Overrides the type's maintenance interval (months); null = the type's. */
  @Column({ type: 'int', nullable: true }) maintenanceIntervalMonths: number | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'text', array: true, default: () => "'{}'" }) manualUrls: string[];
  /** Photo URLs; the first is the main photo. */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) photos: string[];
  @Column({ type: 'text', nullable: true }) sheetId: string | null;
  /** The spreadsheet row it was imported from (HB.import_ref or our "Import ref"), unique in its home; or null. */
  @Column({ type: 'text', nullable: true }) importRef: string | null;
  @Column({ type: 'boolean', default: false }) completed: boolean;
  /** Where in the home it is (free text, e.g. "Kitchen"); the inventory groups by it. */
  @Column({ type: 'text', nullable: true }) room: string | null;
  /** 'YYYY-MM-DD', not in the future. */
  @Column({ type: 'date', nullable: true }) purchaseDate: string | null;
  /** Per unit, in cents of the instance currency (docs/inventory.md). */
  @Column({ type: 'int', nullable: true }) purchasePriceCents: number | null;
  /** What one unit would cost to replace today, in cents of the instance currency. */
  @Column({ type: 'int', nullable: true }) replacementCostCents: number | null;
  @Column({ type: 'text', nullable: true }) purchasedFrom: string | null;
  /** How many identical units (prices are per unit); at least 1. */
  @Column({ type: 'int', default: 1 }) quantity: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
