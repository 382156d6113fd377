import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { Skeleton, SkeletonOutline } from '../../../shared/ui/skeleton';
import { getCreatorDashboardQueryOptions } from '../../courses';
import { useAuth } from '../../identity';
import { useCoupons } from '../api/get-coupons';
import { couponsMessages } from '../coupons.messages';
import { CouponForm, type OwnCourse } from './coupon-form';
import { CouponList } from './coupon-list';
import '../commerce.css';

/**
 * /sales/coupons: a creator's coupons. The form makes one for one of their own courses or all of them; the list shows
 * each coupon's uses against its limit and stops one. Students make no coupons, so they are told how to get there.
 */
export function CouponsPage() {
  const t = useT(couponsMessages);
  useDocumentTitle(t('title'));
  const { user } = useAuth();
  const makesCoupons = user !== null && user.role !== 'student';
  const coupons = useCoupons();
  const dashboard = useQuery({ ...getCreatorDashboardQueryOptions(), enabled: makesCoupons });
  // Only the courses they created: a co-author's course is its creator's to discount.
  const ownCourses: OwnCourse[] = (dashboard.data?.courses ?? []).filter((course) => course.role === 'creator').map((course) => ({ courseId: course.courseId, title: course.title, currency: course.currency }));

  return (
    <section className="commerce-page coupons-page" aria-labelledby="coupons-title">
      <h1 id="coupons-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      {!makesCoupons ? (
        <p className="commerce-notice">{t('studentsNote')}</p>
      ) : dashboard.isPending ? (
        <Skeleton className="coupon-form-skeleton" />
      ) : (
        <CouponForm courses={ownCourses} />
      )}
      <h2>{t('yourCoupons')}</h2>
      {coupons.isPending ? (
        <SkeletonOutline className="coupon-list-loading" label={t('loading')}>
          <Skeleton className="order-lines-skeleton" />
        </SkeletonOutline>
      ) : coupons.isError ? (
        <QueryError title={t('couldNotLoad')} error={coupons.error} onRetry={() => void coupons.refetch()} retrying={coupons.isFetching} />
      ) : coupons.data.coupons.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <CouponList coupons={coupons.data.coupons} />
      )}
    </section>
  );
}
