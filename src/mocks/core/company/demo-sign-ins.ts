/** Documentation of the demo sign-ins; the same two work for every demo company. */
export interface DemoUserDoc {
  userName: string;
  password: string;
  role: 'ADMINISTRATOR' | 'EMPLOYEE';
}

export const DEMO_USERS: readonly DemoUserDoc[] = [
  { userName: 'admin', password: 'admin123', role: 'ADMINISTRATOR' },
  { userName: 'staff', password: 'staff123', role: 'EMPLOYEE' },
];
