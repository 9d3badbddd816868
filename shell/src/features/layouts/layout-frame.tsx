import { Outlet } from 'react-router-dom';
import type { LayoutName } from '@remac/shared-contracts';
import { DefaultLayout } from './default-layout';
import { HomeLayout } from './home-layout';
import { AuthLayout } from './auth-layout';
import { PolicyLayout } from './policy-layout';

/** The frame around a group of routes (spec §2 layouts). */
export function LayoutFrame({ layout }: { layout: LayoutName }) {
  const page = <Outlet />;
  switch (layout) {
    case 'home':
      return <HomeLayout>{page}</HomeLayout>;
    case 'auth':
      return <AuthLayout>{page}</AuthLayout>;
    case 'policy':
      return <PolicyLayout>{page}</PolicyLayout>;
    case 'empty':
      return <main id="main">{page}</main>;
    case 'boxed':
      return <DefaultLayout boxed>{page}</DefaultLayout>;
    default:
      return <DefaultLayout>{page}</DefaultLayout>;
  }
}
