import type { HttpHandler } from 'msw';
import type { HrdDepartment } from '../../../modules/hrd/domain/organisation-types';
import { DEPARTMENTS } from '../../../modules/hrd/resources/departments';
import { DESIGNATIONS } from '../../../modules/hrd/resources/designations';
import { HOLIDAYS } from '../../../modules/hrd/resources/holidays';
import { LEAVES } from '../../../modules/hrd/resources/leaves';
import { departmentTree } from './employee-answers';
import { employeeHandlers } from './employee-handlers';
import { payHeadHandlers } from './pay-head-handlers';
import { recordMasterHandlers, uniqueText } from '../../core/generic/record-master';

type Node = HrdDepartment & { children: Node[] };

/** The tree flattened parents first, each with its depth (`level`, 0 at the top) and without its children. */
function treeOrder(nodes: readonly Node[], level = 0): Array<Omit<Node, 'children'> & { level: number }> {
  return nodes.flatMap(({ children, ...row }) => [{ ...row, level }, ...treeOrder(children, level + 1)]);
}

/**
 * The HR masters on their contract routes, before the generic handlers: employees, pay heads and slabs,
 * departments (GetDepartments: the tree, parents first with their level), designations, leave types (a leave code
 * once), holidays (a date once). The server numbers every record (max + 1); shifts and employee accounts stay generic.
 */
export const mastersHandlers: HttpHandler[] = [
  ...employeeHandlers,
  ...payHeadHandlers,
  ...recordMasterHandlers({
    resource: DEPARTMENTS,
    listAnswer: (rows) => treeOrder(departmentTree(rows as unknown as HrdDepartment[]) as Node[]),
    refuse: uniqueText('department', (name) => `There is already a department ${name}`),
  }),
  ...recordMasterHandlers({
    resource: DESIGNATIONS,
    refuse: uniqueText('designation', (name) => `There is already a designation ${name}`),
  }),
  ...recordMasterHandlers({
    resource: LEAVES,
    refuse: uniqueText('leaveCode', (code) => `There is already a leave type ${code}`),
  }),
  ...recordMasterHandlers({
    resource: HOLIDAYS,
    refuse: uniqueText('dat', (dat) => `There is already a holiday on ${dat}`),
  }),
];
