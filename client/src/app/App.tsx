import { lazy, type ReactNode, Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { LoadingState } from "@/components/ui/states";
import { AdminGuard } from "@/features/staff-auth/components/AdminGuard";
import { Layout } from "./layout/Layout";
import HomePage from "./pages/HomePage";
import NotFoundPage from "./pages/NotFoundPage";
import { Providers } from "./providers";

// Home is in the main bundle (most visitors land there from a shared link on a slow phone);
// every other screen loads on demand.
const SubscribePage = lazy(() => import("./pages/SubscribePage"));
const ReportPage = lazy(() => import("./pages/ReportPage"));
const ActiveAlertsPage = lazy(() => import("./pages/ActiveAlertsPage"));
const AlertDetailPage = lazy(() => import("./pages/AlertDetailPage"));
const CommunityPage = lazy(() => import("./pages/CommunityPage"));
const VerificationPage = lazy(() => import("./pages/VerificationPage"));
const AdminDashboardPage = lazy(() => import("./pages/AdminDashboardPage"));
const AdminReportsPage = lazy(() => import("./pages/AdminReportsPage"));
const AdminSettingsPage = lazy(() => import("./pages/AdminSettingsPage"));
const AdminSignInPage = lazy(() => import("./pages/AdminSignInPage"));
const UnsubscribePage = lazy(() => import("./pages/UnsubscribePage"));

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
        <Route path="/unsubscribe/:token" component={UnsubscribePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

export function App() {
  return (
    <Providers>
      <Layout>
        <AppRoutes />
      </Layout>
    </Providers>
  );
}
