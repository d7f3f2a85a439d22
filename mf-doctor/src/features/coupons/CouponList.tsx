import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, CardList, LoadFailure, SelectField, Spinner, useLoad } from '@physio/shared-ui';
import { COUPON_PAGE_SIZES, DEFAULT_COUPON_PAGE_SIZE, MESSAGES, type Coupon } from '@physio/shared-contracts';
import { listCoupons } from './api';
import { CouponCard, type CouponAction } from './CouponCard';
import { isNextDisabled, isPreviousDisabled } from './pagination';

const Grid = styled(CardList).attrs({ $min: '22rem' })`
  margin: ${({ theme }) => theme.space.md} 0;
`;
const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 0.75rem;
`;
const Pager = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

/** Paged coupon list; refetches when `reloadKey` changes (after an action). */
export function CouponList({
  reloadKey,
  onAction,
}: {
  reloadKey: number;
  onAction: (a: CouponAction, c: Coupon) => void;
}) {
  const [limit, setLimit] = useState<number>(DEFAULT_COUPON_PAGE_SIZE);
  const [offset, setOffset] = useState(0);
  const state = useLoad(`${limit}:${offset}:${reloadKey}`, () => listCoupons(limit, offset));
  const emptyLaterPage = state.status === 'ready' && state.data.count === 0 && offset > 0;

  // Deleting the last coupon of a later page leaves it empty: show the page before instead.
  useEffect(() => {
    if (emptyLaterPage) setOffset((o) => Math.max(0, o - 1));
  }, [emptyLaterPage]);

  const pageInfo =
    state.status === 'ready' && state.data.count > 0
      ? `${offset * limit + 1}–${offset * limit + state.data.count} of ${state.data.total}`
      : '';

  return (
    <section aria-labelledby="coupon-list-title">
      <h3 id="coupon-list-title">View Coupons</h3>
      <Bar>
        <div style={{ minWidth: '8rem' }}>
          <SelectField
            id="coupon-page-size"
            label="Coupons per page"
            value={String(limit)}
            onChange={(e) => {
              setLimit(Number(e.target.value));
              setOffset(0);
            }}
          >
            {COUPON_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
        <Pager aria-label="Coupon pages">
          <Button
            type="button"
            variant="secondary"
            disabled={isPreviousDisabled(offset) || state.status === 'loading'}
            onClick={() => setOffset((o) => Math.max(0, o - 1))}
          >
            Previous
          </Button>
          <span aria-live="polite">Page {offset + 1}</span>
          <Button
            type="button"
            variant="secondary"
            disabled={
              state.status !== 'ready' || isNextDisabled(state.data.total, offset, limit, state.data.count)
            }
            onClick={() => setOffset((o) => o + 1)}
          >
            Next
          </Button>
        </Pager>
      </Bar>
      {state.status === 'loading' && <Spinner label="Loading coupons" />}
      {state.status === 'error' && <LoadFailure message={state.message} retry={state.reload} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <p>{MESSAGES.coupon.none}</p>
        ) : (
          <>
            <p>{pageInfo}</p>
            <Grid>
              {state.data.data.map((c) => (
                <li key={c.coupon_code}>
                  <CouponCard coupon={c} onAction={onAction} />
                </li>
              ))}
            </Grid>
          </>
        ))}
    </section>
  );
}
