import type { QueryClient } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LoadingState } from "@/components/ui/states";
import { LanguageProvider } from "@/i18n/i18n";
import { Layout } from "./layout/Layout";
import { loadAlertDetailPage } from "./page-code";
import HomePage from "./pages/HomePage";
import { ReportPage } from "./pages/ReportPage";
import { SubscribePage } from "./pages/SubscribePage";
import { Providers } from "./providers";

// Home is in the main bundle; every other screen loads on demand, but for the heading and
// introduction of the subscribe and report pages (their forms load on demand). The alert page's
// code is asked for beside the main bundle when a shared link opens one (page-code.ts), so it
// costs the home page's first load nothing.
const AlertDetailPage = lazy(loadAlertDetailPage);
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
const ScreenPage = lazy(() => import("./pages/ScreenPage"));
const AdminScreensPage = lazy(() => import("./pages/AdminScreensPage"));
const AdminDrillsPage = lazy(() => import("./pages/AdminDrillsPage"));
const NotFoundPage = lazy(() => import("./pages/NotFoundPage"));
const AdminGuard = lazy(() =>
  import("@/features/staff-auth/components/AdminGuard").then((m) => ({ default: m.AdminGuard })),
);

/** The staff's screens are in English whatever language the public pages are shown in. */
function StaffPage({ children }: { children: ReactNode }) {
  return <LanguageProvider language="en">{children}</LanguageProvider>;
}

/** Every /admin/* page needs an admin session; signed out, the sign-in screen shows in its place. */
function AdminOnly({ children }: { children: ReactNode }) {
  return (
    <StaffPage>
      <AdminGuard signIn={<AdminSignInPage />}>{children}</AdminGuard>
    </StaffPage>
  );
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
        <Route path="/verification">
          <StaffPage>
            <VerificationPage />
          </StaffPage>
        </Route>
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
        <Route path="/admin/screens">
          <AdminOnly>
            <AdminScreensPage />
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
        <Route path="/police-confirm/:token">
          <StaffPage>
            <PoliceConfirmPage />
          </StaffPage>
        </Route>
        <Route path="/police">
          <StaffPage>
            <PolicePage />
          </StaffPage>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <Switch>
        {/* A partner's alert screen fills the display: no header, footer or notices. */}
        <Route path="/screen/:token">
          <Suspense fallback={null}>
            <ScreenPage />
          </Suspense>
        </Route>
        <Route>
          <Layout>
            {/* At least a screen tall: the footer starts below the fold, so pages that load in
                steps (code, then data) never pull it into view and push it back out. */}
            <div className="min-h-screen">
              <AppRoutes />
            </div>
          </Layout>
        </Route>
      </Switch>
    </Providers>
  );
}
