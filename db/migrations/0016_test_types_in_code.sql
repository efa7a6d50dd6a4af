-- The types of test are the list in lib/domain/test-types, which every write
-- goes through: a new type is its module and its place in that list, with no
-- migration.
ALTER TABLE "test_results" DROP CONSTRAINT "test_results_test_type_known";