ALTER TABLE "dictionaries" ADD COLUMN "dict_value_en" text;--> statement-breakpoint
-- English names of the guideline's five aspects, their usual indicators, grades and batches,
-- for databases seeded before this migration (matched by the stored Chinese name).
UPDATE dictionaries d SET dict_value_en = e.en
FROM (VALUES
  ('dimension', '品德发展', 'Moral development'), ('dimension', '理想信念', 'Ideals and beliefs'),
  ('dimension', '社会责任', 'Social responsibility'), ('dimension', '行为习惯', 'Conduct'),
  ('dimension', '学业发展', 'Academic development'), ('dimension', '学习习惯', 'Study habits'),
  ('dimension', '创新精神', 'Creativity'), ('dimension', '学业水平', 'Attainment'),
  ('dimension', '身心发展', 'Physical and mental health'), ('dimension', '健康生活', 'Healthy living'),
  ('dimension', '身心素质', 'Fitness and wellbeing'), ('dimension', '审美素养', 'Aesthetic literacy'),
  ('dimension', '美育实践', 'Arts practice'), ('dimension', '感受表达', 'Appreciation and expression'),
  ('dimension', '劳动与社会实践', 'Labour and social practice'), ('dimension', '劳动习惯', 'Work habits'),
  ('dimension', '社会实践', 'Social practice'),
  ('grade', '一年级', 'Grade 1'), ('grade', '二年级', 'Grade 2'), ('grade', '三年级', 'Grade 3'),
  ('grade', '四年级', 'Grade 4'), ('grade', '五年级', 'Grade 5'), ('grade', '六年级', 'Grade 6'),
  ('grade', '七年级', 'Grade 7'), ('grade', '八年级', 'Grade 8'), ('grade', '九年级', 'Grade 9'),
  ('evaluationBatch', '第一批次（秋季学期）', 'Batch 1 (autumn term)'),
  ('evaluationBatch', '第二批次（春季学期）', 'Batch 2 (spring term)')
) AS e(dict_type, zh, en)
WHERE d.dict_type = e.dict_type AND d.dict_value = e.zh AND d.dict_value_en IS NULL;
