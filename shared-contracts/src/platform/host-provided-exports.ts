/**
 * The singleton libraries the shell hands to remotes at run time, and exactly which exports of each.
 *
 * The shell bundles these libraries tree-shaken (a federated library would otherwise be shipped whole,
 * some 150 KiB of unused code on every page) and registers one object per library holding these
 * exports. A remote may import only these names from these libraries (`npm run check:boundaries`
 * enforces it). Needing another export is an additive contract change: add it here, release the shell,
 * then the remote that uses it.
 */
export const hostProvidedExports = {
  'react-router-dom': ['Link', 'NavLink', 'Navigate', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
  '@apollo/client': ['CombinedGraphQLErrors', 'NetworkStatus'],
  '@apollo/client/react': ['useApolloClient', 'useLazyQuery', 'useMutation', 'useQuery'],
  i18next: ['default'],
  'react-i18next': ['useTranslation'],
  rxjs: ['BehaviorSubject', 'Observable', 'ReplaySubject', 'Subject', 'distinctUntilChanged', 'filter', 'map'],
} as const;

export type HostProvidedLibrary = keyof typeof hostProvidedExports;
export type HostProvidedExport<Library extends HostProvidedLibrary> = (typeof hostProvidedExports)[Library][number];
