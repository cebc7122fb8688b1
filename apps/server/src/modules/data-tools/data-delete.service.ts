import {
  badRequest,
  type DeletePeriod,
  type DeleteResult,
  type DeleteType,
  deletePeriodError,
  TEXTS,
} from '@toko/shared';
import { recordAudit } from '../../counter/audit.ts';
import type { DailyRollups } from '../../counter/document-chart.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth-context.ts';
import type { CashService } from '../cash/cash.service.ts';
import {
  countRows,
  DELETE_PLAN,
  type DeleteScope,
  deleteRows,
  lockedBusinessDate,
} from './data-delete.repository.ts';

/**
 * Delete Data (SPEC §2, §7; decision 025): the documents of a period of closed days,
 * counted first for the confirmation, then deleted in one transaction with an audit row
 * naming the counts. Each type keeps the books that outlive it consistent: the cash book's
 * balances are frozen through the period before its rows go, and the dashboard's daily
 * roll-ups of the days are written afresh from what is left.
 */
export function createDataDeleteService(deps: {
  db: Db;
  cash: Pick<CashService, 'freezeBalancesOn'>;
  rollups: DailyRollups;
}) {
  const { db, cash, rollups } = deps;

  /** What must hold before (and follow after) a type's rows go, in the same transaction. */
  const before: Partial<Record<DeleteType, (tx: DbOrTx, scope: DeleteScope) => Promise<void>>> = {
    KEUANGAN: (tx, scope) => cash.freezeBalancesOn(tx, scope.kodeToko, scope.to),
  };
  const after: Partial<Record<DeleteType, (tx: DbOrTx, scope: DeleteScope) => Promise<void>>> = {
    PENJUALAN: (tx, scope) => rollups.penjualan(tx, scope.kodeToko, scope.from, scope.to),
    PEMBELIAN: (tx, scope) => rollups.pembelian(tx, scope.kodeToko, scope.from, scope.to),
  };

  return {
    /** `konfirmasi` false: what the period holds; true: delete it and say what went. */
    async run(actor: AuthContext, type: DeleteType, period: DeletePeriod): Promise<DeleteResult> {
      return db.transaction(async (tx) => {
        const tglSystem = (await lockedBusinessDate(tx, actor.kodeToko)) ?? actor.tglSystem;
        const refusal = deletePeriodError(period, tglSystem);
        if (refusal) throw badRequest(refusal);
        const scope: DeleteScope = { kodeToko: actor.kodeToko, from: period.tgl_from, to: period.tgl_to };
        const rincian: DeleteResult['rincian'] = [];
        if (!period.konfirmasi) {
          for (const deletion of DELETE_PLAN[type]) {
            rincian.push({ nama: deletion.nama, jumlah: await countRows(tx, deletion, scope) });
          }
          return { jumlah: total(rincian), rincian, message: null };
        }
        await before[type]?.(tx, scope);
        for (const deletion of DELETE_PLAN[type]) {
          rincian.push({ nama: deletion.nama, jumlah: await deleteRows(tx, deletion, scope) });
        }
        await after[type]?.(tx, scope);
        const jumlah = total(rincian);
        await recordAudit(tx, {
          kodeToko: actor.kodeToko,
          userId: actor.userId,
          action: 'DELETE DATA',
          entity: type,
          entityId: `${period.tgl_from} s/d ${period.tgl_to}`,
          after: { jumlah, rincian },
        });
        return { jumlah, rincian, message: TEXTS.dataTools.berhasilHapus };
      });
    },
  };
}

const total = (rincian: DeleteResult['rincian']) => rincian.reduce((sum, row) => sum + row.jumlah, 0);

export type DataDeleteService = ReturnType<typeof createDataDeleteService>;
