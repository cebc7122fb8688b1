import type { DbOrTx } from '../../db/client.ts';

/** Something that may still use a master record: counted before the record may be deleted. */
export interface MasterUsage {
  /** Where it is used, as the message names it: "Master Jenis", "Data Barang". */
  label: string;
  count(db: DbOrTx, kodeToko: string, code: string): Promise<number>;
}

/**
 * Later areas (items, sales ...) register what of theirs points at a master, so
 * deleting a group that items still carry is refused with a message naming them.
 */
export class MasterUsageRegistry {
  private readonly usages = new Map<string, MasterUsage[]>();

  register(masterKey: string, usage: MasterUsage): void {
    const list = this.usages.get(masterKey) ?? [];
    list.push(usage);
    this.usages.set(masterKey, list);
  }

  of(masterKey: string): readonly MasterUsage[] {
    return this.usages.get(masterKey) ?? [];
  }
}
