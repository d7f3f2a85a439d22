// The family module's public face: a patient's dependants (issue 28 point 3).
export {
  addDependant,
  correctDependant,
  type DependantRow,
  listDependants,
  memberPlan,
  removeDependant,
  requireOwnDependant,
  toDependant,
} from './dependants';
export {
  requireTreatedMember,
  searchTreatedMembersByName,
  setMemberPlan,
  treatedMembers,
  treatedMembersBookedBetween,
} from './member-care';
