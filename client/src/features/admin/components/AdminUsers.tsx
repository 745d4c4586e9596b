import { STAFF_ROLES, type StaffRoleName } from "@shared/staff";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/form-controls";
import { stacked } from "@/components/ui/stacked-table";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { formatDateTime } from "@/lib/datetime";
import { useCreateStaff } from "../api/create-staff";
import { useDeleteStaff } from "../api/delete-staff";
import { useIssueCode } from "../api/issue-code";
import { useResetPassword } from "../api/reset-password";
import { useRevokeCode } from "../api/revoke-code";
import { type StaffRow, useStaff } from "../api/staff";
import { useUpdateStaff } from "../api/update-staff";

const ROLE_LABELS: Record<StaffRoleName, string> = {
  admin: "Administrator",
  moderator: "Moderator",
  police: "Police liaison",
};
const roleLabel = (role: StaffRoleName) => ROLE_LABELS[role];

function RoleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: StaffRoleName;
  onChange: (r: StaffRoleName) => void;
}) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value as StaffRoleName)}
      className="h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm"
    >
      {STAFF_ROLES.map((r) => (
        <option key={r} value={r}>
          {roleLabel(r)}
        </option>
      ))}
    </select>
  );
}

/** A secret shown once (new password, moderator code): copy it now, it cannot be shown again. */
function Secret({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
      <p className="font-medium text-amber-900">{label} (shown once; copy it now):</p>
      <code className="mt-1 block break-all font-mono text-base text-gray-900" data-testid="secret">
        {value}
      </code>
    </div>
  );
}

function failed(title: string) {
  return (error: unknown) => toast({ title, description: errorDescription(error), variant: "destructive" });
}

function AddUserDialog() {
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRoleName>("moderator");
  const [password, setPassword] = useState<string | null>(null);
  const create = useCreateStaff();
  const reset = () => {
    setUsername("");
    setEmail("");
    setRole("moderator");
    setPassword(null);
    create.reset();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { username, role, ...(email.trim() ? { email: email.trim() } : {}) },
      {
        onSuccess: (r) => {
          setPassword(r.password);
          toast({ title: "User added", description: `${r.staff.username} can now sign in.` });
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        Add Admin User
      </Button>
      <DialogContent title="Add Admin User" description="The first password is generated and shown once.">
        {password ? (
          <div className="space-y-4">
            <Secret label={`Password for ${username.trim().toLowerCase()}`} value={password} />
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} className="space-y-4">
            <Field id="new-username" label="Username" required>
              <Input
                id="new-username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                required
              />
            </Field>
            <Field id="new-email" label="Email">
              <Input id="new-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            </Field>
            <Field id="new-role" label="Role">
              <RoleSelect id="new-role" value={role} onChange={setRole} />
            </Field>
            {create.isError && (
              <p role="alert" className="text-sm text-red-700">
                {errorDescription(create.error)}
              </p>
            )}
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Adding..." : "Add User"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditUserDialog({ user }: { user: StaffRow }) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<StaffRoleName>(user.role);
  const [email, setEmail] = useState(user.email ?? "");
  const [secret, setSecret] = useState<{ label: string; value: string } | null>(null);
  const update = useUpdateStaff();
  const resetPassword = useResetPassword();
  const issueCode = useIssueCode();
  const revokeCode = useRevokeCode();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: user.id, role, email: email.trim() },
      {
        onSuccess: () => {
          toast({ title: "User updated", description: `${user.username} has been updated.` });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setRole(user.role);
          setEmail(user.email ?? "");
        } else {
          setSecret(null);
          update.reset();
        }
      }}
    >
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Edit ${user.username}`}>
        Edit
      </Button>
      <DialogContent title={`Edit ${user.username}`}>
        <form onSubmit={onSubmit} className="space-y-4">
          <Field id={`edit-role-${user.id}`} label="Role">
            <RoleSelect id={`edit-role-${user.id}`} value={role} onChange={setRole} />
          </Field>
          <Field id={`edit-email-${user.id}`} label="Email">
            <Input
              id={`edit-email-${user.id}`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
          {update.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorDescription(update.error)}
            </p>
          )}
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save"}
          </Button>
        </form>
        <div className="mt-6 space-y-3 border-t border-gray-200 pt-4">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={resetPassword.isPending}
              onClick={() =>
                resetPassword.mutate(user.id, {
                  onSuccess: (r) => setSecret({ label: "New password", value: r.password }),
                  onError: failed("Could not reset the password"),
                })
              }
            >
              Reset Password
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={issueCode.isPending}
              onClick={() =>
                issueCode.mutate(user.id, {
                  onSuccess: (r) => setSecret({ label: "Moderator access code", value: r.code }),
                  onError: failed("Could not issue a code"),
                })
              }
            >
              Issue Moderator Code
            </Button>
            {user.hasAccessCode && (
              <Button
                variant="outline"
                size="sm"
                disabled={revokeCode.isPending}
                onClick={() =>
                  revokeCode.mutate(user.id, {
                    onSuccess: () => {
                      setSecret(null);
                      toast({
                        title: "Code revoked",
                        description: `${user.username}'s moderator code no longer works.`,
                      });
                    },
                    onError: failed("Could not revoke the code"),
                  })
                }
              >
                Revoke Code
              </Button>
            )}
          </div>
          {secret && <Secret label={secret.label} value={secret.value} />}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DeleteUserDialog({ user }: { user: StaffRow }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteStaff();
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) remove.reset();
      }}
    >
      <Button
        size="sm"
        variant="destructive"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${user.username}`}
      >
        Delete
      </Button>
      <DialogContent
        title={`Delete ${user.username}?`}
        description="They will be signed out and can no longer sign in."
      >
        {remove.isError && (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {errorDescription(remove.error)}
          </p>
        )}
        <div className="flex gap-2">
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(user.id, {
                onSuccess: () => {
                  toast({ title: "User deleted", description: `${user.username} has been deleted.` });
                  setOpen(false);
                },
              })
            }
          >
            Delete
          </Button>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Admin Users: the real staff accounts. */
export function AdminUsers() {
  const staff = useStaff();
  return (
    <Card className="space-y-4 p-4">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-gray-900">Admin Users</h2>
        <AddUserDialog />
      </div>
      {staff.isPending ? (
        <LoadingState label="Loading users..." />
      ) : staff.isError ? (
        <ErrorState title="Could not load users" message={errorDescription(staff.error)} />
      ) : (
        <div className="overflow-x-auto">
          <table className={stacked.table}>
            <thead className={stacked.thead}>
              <tr>
                <th className="px-2 py-2">ID</th>
                <th className="px-2 py-2">Username</th>
                <th className="px-2 py-2">Email</th>
                <th className="px-2 py-2">Role</th>
                <th className="px-2 py-2">Last Login</th>
                <th className="px-2 py-2">Actions</th>
              </tr>
            </thead>
            <tbody className={stacked.tbody}>
              {staff.data.map((u) => (
                <tr key={u.id} className={stacked.row} data-testid="staff-row">
                  <td className={stacked.cell} data-label="ID">
                    {u.id}
                  </td>
                  <td className={`${stacked.cell} font-medium`} data-label="Username">
                    {u.username}
                  </td>
                  <td className={stacked.cell} data-label="Email">
                    <span className="min-w-0 [overflow-wrap:anywhere]">{u.email || "—"}</span>
                  </td>
                  <td className={`${stacked.cell} items-center`} data-label="Role">
                    <Badge tone={u.role === "admin" ? "red" : "blue"}>{roleLabel(u.role)}</Badge>
                    {u.hasAccessCode && <span className="ml-2 text-xs text-gray-600">code issued</span>}
                  </td>
                  <td className={stacked.cell} data-label="Last Login">
                    {u.lastLogin ? formatDateTime(u.lastLogin) : "Never"}
                  </td>
                  <td className={stacked.actions}>
                    <div className="flex gap-2">
                      <EditUserDialog user={u} />
                      <DeleteUserDialog user={u} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
