import "@/lib/zod-jitless";
import type { QueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LoadingState } from "@/components/ui/states";
import { Layout } from "./layout/Layout";
import AlertDetailPage from "./pages/AlertDetailPage";
import HomePage from "./pages/HomePage";
import { ReportPage } from "./pages/ReportPage";
import { SubscribePage } from "./pages/SubscribePage";
import { Providers } from "./providers";

// Home and the alert page are in the main bundle (most visitors land on one of them from a shared
// link on a slow phone; the alert page's tabs load on demand); every other screen loads on
// demand, but for the heading and introduction of the subscribe and report pages (their forms
// load on demand).
const ActiveAlertsPage = lazy(() => import("./pages/ActiveAlertsPage"));
const CommunityPage = lazy(() => import("./pages/CommunityPage"));
const VerificationPage = lazy(() => import("./pages/VerificationPage"));
const AdminDashboardPage = lazy(() => import("./pages/AdminDashboardPage"));
const AdminReportsPage = lazy(() => import("./pages/AdminReportsPage"));
const AdminSettingsPage = lazy(() => import("./pages/AdminSettingsPage"));
const AdminSearchAreaPage = lazy(() => import("./pages/AdminSearchAreaPage"));
const AdminSignInPage = lazy(() => import("./pages/AdminSignInPage"));
const UnsubscribePage = lazy(() => import("./pages/UnsubscribePage"));
const PoliceConfirmPage = lazy(() => import("./pages/PoliceConfirmPage"));
const PolicePage = lazy(() => import("./pages/PolicePage"));
const VerifyPage = lazy(() => import("./pages/VerifyPage"));
const SafePage = lazy(() => import("./pages/SafePage"));
const AdminDrillsPage = lazy(() => import("./pages/AdminDrillsPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const AdminGuard = lazy(() =>
  import("@/features/staff-auth/components/AdminGuard").then((m) => ({ default: m.AdminGuard })),
);

/** Every /admin/* page needs an admin session; signed out, the sign-in screen shows in its place. */
function AdminOnly({ children }: { children: ReactNode }) {
  return <AdminGuard signIn={<AdminSignInPage />}>{children}</AdminGuard>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/subscribe" component={SubscribePage} />
        <Route path="/report" component={ReportPage} />
        <Route path="/active-alerts" component={ActiveAlertsPage} />
        <Route path="/alert/:id" component={AlertDetailPage} />
        <Route path="/community" component={CommunityPage} />
        <Route path="/verification" component={VerificationPage} />
        <Route path="/verify" component={VerifyPage} />
        <Route path="/verify/:code" component={VerifyPage} />
        <Route path="/safe" component={SafePage} />
        <Route path="/admin">
          <Redirect to="/admin/dashboard" replace />
        </Route>
        <Route path="/admin/dashboard">
          <AdminOnly>
            <AdminDashboardPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/reports">
          <AdminOnly>
            <AdminReportsPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/settings">
          <AdminOnly>
            <AdminSettingsPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/drills">
          <AdminOnly>
            <AdminDrillsPage />
          </AdminOnly>
        </Route>
        <Route path="/admin/alerts/:id/search-area">
          <AdminOnly>
            <AdminSearchAreaPage />
          </AdminOnly>
        </Route>
        <Route path="/unsubscribe/:token" component={UnsubscribePage} />
        <Route path="/police-confirm/:token" component={PoliceConfirmPage} />
        <Route path="/police" component={PolicePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <Layout>
        {/* At least a screen tall: the footer starts below the fold, so pages that load in
            steps (code, then data) never pull it into view and push it back out. */}
        <div className="min-h-screen">
          <AppRoutes />
        </div>
      </Layout>
    </Providers>
  );
}
