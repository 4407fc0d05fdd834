import { eq } from 'drizzle-orm';
import { ALL_ROLE_CODES, isParentRole, isStudentRole, RoleCode, rolesWith, type ApiRoute } from '@pingjia/contract';
import { classes, users } from '../../db/schema/index.js';
import { createParent, createStudent, createUser, TEST_PASSWORD, type RoleGrant } from '../factories.js';
import { signIn, testDb, type TestApp } from '../harness.js';

/** Who sends a request: a signed-in user of one role, or nobody. */
export type Caller = number | 'anonymous';

/** Where the callers sit: a place of the seeded demo, so their ids and scopes meet real rows. */
export interface Place {
  districtId: number;
  schoolId: number;
  classId: number;
}

const ACTIVE = 1;

function grantsFor(role: number, place: Place): RoleGrant[] {
  const { districtId: regionId, schoolId, classId } = place;
  switch (role) {
    case RoleCode.areaAdmin:
    case RoleCode.areaTeach:
    case RoleCode.customerService:
      return [{ roleCode: role, regionId }];
    case RoleCode.schoolAdmin:
      return [{ roleCode: role, schoolId }];
    case RoleCode.headmaster:
    case RoleCode.teacher:
      return [{ roleCode: role, schoolId, classId }];
    default:
      return [{ roleCode: role }];
  }
}

/**
 * One user per role, signed in through the real sign-in. A request may end its own session
 * (sign-out), change the account (a new login name) or another admin's (deactivated by an
 * admin's call): `refresh` signs in again, or builds a new user when the old one cannot.
 */
export class Callers {
  private readonly userIds = new Map<number, number>();
  private readonly tokens = new Map<number, string>();
  private studentId = 0;

  private constructor(
    private readonly t: TestApp,
    private readonly place: Place,
  ) {}

  static async signInAll(t: TestApp, place: Place): Promise<Callers> {
    const callers = new Callers(t, place);
    for (const role of ALL_ROLE_CODES) await callers.replaceUser(role);
    return callers;
  }

  /** Every user id the callers have had: ids a generator should sometimes hit. */
  knownIds(): number[] {
    return [...new Set([...this.userIds.values(), this.studentId])];
  }

  /** The roles that may call `route` (nobody, too, when it is public). */
  callersOf(route: ApiRoute): Caller[] {
    if (route.access === 'public') return ['anonymous', RoleCode.student, RoleCode.areaAdmin];
    if (route.access === 'session') return [...ALL_ROLE_CODES];
    return rolesWith(route.access);
  }

  token(role: number): string {
    const token = this.tokens.get(role);
    if (!token) throw new Error(`no session for role ${role}`);
    return token;
  }

  /** Signs the role's user in again; a user that can no longer sign in is replaced. */
  async refresh(role: number): Promise<void> {
    const userId = this.userIds.get(role);
    const user =
      userId === undefined ? undefined : (await testDb().select().from(users).where(eq(users.id, userId)))[0];
    if (user?.state === ACTIVE) {
      try {
        this.tokens.set(role, await this.signIn(user.loginName));
        return;
      } catch {
        // The fuzzer changed the account's password or roles: a new user takes its place.
      }
    }
    await this.replaceUser(role);
  }

  private async replaceUser(role: number): Promise<void> {
    const user = await this.createUser(role);
    this.userIds.set(role, user.id);
    this.tokens.set(role, await this.signIn(user.loginName));
  }

  /** Sealed at the app's time: its clock stands still while the run goes on. */
  private signIn(loginName: string): Promise<string> {
    return signIn(this.t.app, loginName, TEST_PASSWORD, this.t.clock.now().getTime());
  }

  /** In the demo's class, or in a new one when an admin's call has deleted it. */
  private async createStudent() {
    const [inClass] = await testDb().select().from(classes).where(eq(classes.id, this.place.classId));
    return createStudent(inClass ? { classId: inClass.id } : {});
  }

  private async createUser(role: number) {
    if (isStudentRole(role)) {
      const student = await this.createStudent();
      this.studentId = student.id;
      return student;
    }
    if (isParentRole(role)) {
      const child = this.studentId || (await this.createStudent()).id;
      return createParent({ children: [child] });
    }
    const [grant] = grantsFor(role, this.place);
    return createUser({
      roles: grantsFor(role, this.place),
      userType: 0,
      schoolId: grant?.schoolId ?? null,
      regionId: grant?.regionId ?? null,
    });
  }
}
