module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_1000_1024_torch.float32> : tensor<1000x1024xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_1024_torch.float32> : tensor<1024xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_1024_576_torch.float32> : tensor<1024x576xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_21> : tensor<576xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_20> : tensor<576xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_19> : tensor<576xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_18> : tensor<576xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_576_96_1_1_torch.float32_2> : tensor<576x96x1x1xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_20> : tensor<96xf32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_19> : tensor<96xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_18> : tensor<96xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_17> : tensor<96xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_96_576_1_1_torch.float32_1> : tensor<96x576x1x1xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_17> : tensor<576xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_576_144_1_1_torch.float32_1> : tensor<576x144x1x1xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_144_576_1_1_torch.float32_1> : tensor<144x576x1x1xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_16> : tensor<576xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_15> : tensor<576xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_14> : tensor<576xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_13> : tensor<576xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_576_1_5_5_torch.float32_1> : tensor<576x1x5x5xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_12> : tensor<576xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_11> : tensor<576xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_10> : tensor<576xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_9> : tensor<576xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_576_96_1_1_torch.float32_1> : tensor<576x96x1x1xf32>
    %cst_27 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_16> : tensor<96xf32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_15> : tensor<96xf32>
    %cst_29 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_14> : tensor<96xf32>
    %cst_30 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_13> : tensor<96xf32>
    %cst_31 = stablehlo.constant dense_resource<torch_tensor_96_576_1_1_torch.float32> : tensor<96x576x1x1xf32>
    %cst_32 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_8> : tensor<576xf32>
    %cst_33 = stablehlo.constant dense_resource<torch_tensor_576_144_1_1_torch.float32> : tensor<576x144x1x1xf32>
    %cst_34 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_35 = stablehlo.constant dense_resource<torch_tensor_144_576_1_1_torch.float32> : tensor<144x576x1x1xf32>
    %cst_36 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_7> : tensor<576xf32>
    %cst_37 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_6> : tensor<576xf32>
    %cst_38 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_5> : tensor<576xf32>
    %cst_39 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_4> : tensor<576xf32>
    %cst_40 = stablehlo.constant dense_resource<torch_tensor_576_1_5_5_torch.float32> : tensor<576x1x5x5xf32>
    %cst_41 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_3> : tensor<576xf32>
    %cst_42 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_2> : tensor<576xf32>
    %cst_43 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32_1> : tensor<576xf32>
    %cst_44 = stablehlo.constant dense_resource<torch_tensor_576_torch.float32> : tensor<576xf32>
    %cst_45 = stablehlo.constant dense_resource<torch_tensor_576_96_1_1_torch.float32> : tensor<576x96x1x1xf32>
    %cst_46 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_12> : tensor<96xf32>
    %cst_47 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_48 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_49 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_50 = stablehlo.constant dense_resource<torch_tensor_96_288_1_1_torch.float32> : tensor<96x288x1x1xf32>
    %cst_51 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_8> : tensor<288xf32>
    %cst_52 = stablehlo.constant dense_resource<torch_tensor_288_72_1_1_torch.float32> : tensor<288x72x1x1xf32>
    %cst_53 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_8> : tensor<72xf32>
    %cst_54 = stablehlo.constant dense_resource<torch_tensor_72_288_1_1_torch.float32> : tensor<72x288x1x1xf32>
    %cst_55 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_7> : tensor<288xf32>
    %cst_56 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_6> : tensor<288xf32>
    %cst_57 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_5> : tensor<288xf32>
    %cst_58 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_4> : tensor<288xf32>
    %cst_59 = stablehlo.constant dense_resource<torch_tensor_288_1_5_5_torch.float32> : tensor<288x1x5x5xf32>
    %cst_60 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_3> : tensor<288xf32>
    %cst_61 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_2> : tensor<288xf32>
    %cst_62 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>
    %cst_63 = stablehlo.constant dense_resource<torch_tensor_288_torch.float32> : tensor<288xf32>
    %cst_64 = stablehlo.constant dense_resource<torch_tensor_288_48_1_1_torch.float32> : tensor<288x48x1x1xf32>
    %cst_65 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_66 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_67 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_68 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_69 = stablehlo.constant dense_resource<torch_tensor_48_144_1_1_torch.float32> : tensor<48x144x1x1xf32>
    %cst_70 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_71 = stablehlo.constant dense_resource<torch_tensor_144_40_1_1_torch.float32> : tensor<144x40x1x1xf32>
    %cst_72 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_12> : tensor<40xf32>
    %cst_73 = stablehlo.constant dense_resource<torch_tensor_40_144_1_1_torch.float32> : tensor<40x144x1x1xf32>
    %cst_74 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<144xf32>
    %cst_75 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<144xf32>
    %cst_76 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_77 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<144xf32>
    %cst_78 = stablehlo.constant dense_resource<torch_tensor_144_1_5_5_torch.float32> : tensor<144x1x5x5xf32>
    %cst_79 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_80 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_81 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_82 = stablehlo.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_83 = stablehlo.constant dense_resource<torch_tensor_144_48_1_1_torch.float32> : tensor<144x48x1x1xf32>
    %cst_84 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_85 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_86 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_87 = stablehlo.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_88 = stablehlo.constant dense_resource<torch_tensor_48_120_1_1_torch.float32> : tensor<48x120x1x1xf32>
    %cst_89 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_8> : tensor<120xf32>
    %cst_90 = stablehlo.constant dense_resource<torch_tensor_120_32_1_1_torch.float32> : tensor<120x32x1x1xf32>
    %cst_91 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_92 = stablehlo.constant dense_resource<torch_tensor_32_120_1_1_torch.float32> : tensor<32x120x1x1xf32>
    %cst_93 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_7> : tensor<120xf32>
    %cst_94 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_6> : tensor<120xf32>
    %cst_95 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_5> : tensor<120xf32>
    %cst_96 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_4> : tensor<120xf32>
    %cst_97 = stablehlo.constant dense_resource<torch_tensor_120_1_5_5_torch.float32> : tensor<120x1x5x5xf32>
    %cst_98 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_3> : tensor<120xf32>
    %cst_99 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_2> : tensor<120xf32>
    %cst_100 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32_1> : tensor<120xf32>
    %cst_101 = stablehlo.constant dense_resource<torch_tensor_120_torch.float32> : tensor<120xf32>
    %cst_102 = stablehlo.constant dense_resource<torch_tensor_120_40_1_1_torch.float32> : tensor<120x40x1x1xf32>
    %cst_103 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_11> : tensor<40xf32>
    %cst_104 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_10> : tensor<40xf32>
    %cst_105 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_9> : tensor<40xf32>
    %cst_106 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_8> : tensor<40xf32>
    %cst_107 = stablehlo.constant dense_resource<torch_tensor_40_240_1_1_torch.float32_1> : tensor<40x240x1x1xf32>
    %cst_108 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_17> : tensor<240xf32>
    %cst_109 = stablehlo.constant dense_resource<torch_tensor_240_64_1_1_torch.float32_1> : tensor<240x64x1x1xf32>
    %cst_110 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_111 = stablehlo.constant dense_resource<torch_tensor_64_240_1_1_torch.float32_1> : tensor<64x240x1x1xf32>
    %cst_112 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_16> : tensor<240xf32>
    %cst_113 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_15> : tensor<240xf32>
    %cst_114 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_14> : tensor<240xf32>
    %cst_115 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_13> : tensor<240xf32>
    %cst_116 = stablehlo.constant dense_resource<torch_tensor_240_1_5_5_torch.float32_1> : tensor<240x1x5x5xf32>
    %cst_117 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_12> : tensor<240xf32>
    %cst_118 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_11> : tensor<240xf32>
    %cst_119 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>
    %cst_120 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_9> : tensor<240xf32>
    %cst_121 = stablehlo.constant dense_resource<torch_tensor_240_40_1_1_torch.float32_1> : tensor<240x40x1x1xf32>
    %cst_122 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_7> : tensor<40xf32>
    %cst_123 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_6> : tensor<40xf32>
    %cst_124 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>
    %cst_125 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_4> : tensor<40xf32>
    %cst_126 = stablehlo.constant dense_resource<torch_tensor_40_240_1_1_torch.float32> : tensor<40x240x1x1xf32>
    %cst_127 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>
    %cst_128 = stablehlo.constant dense_resource<torch_tensor_240_64_1_1_torch.float32> : tensor<240x64x1x1xf32>
    %cst_129 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_130 = stablehlo.constant dense_resource<torch_tensor_64_240_1_1_torch.float32> : tensor<64x240x1x1xf32>
    %cst_131 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_7> : tensor<240xf32>
    %cst_132 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_6> : tensor<240xf32>
    %cst_133 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>
    %cst_134 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_4> : tensor<240xf32>
    %cst_135 = stablehlo.constant dense_resource<torch_tensor_240_1_5_5_torch.float32> : tensor<240x1x5x5xf32>
    %cst_136 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_3> : tensor<240xf32>
    %cst_137 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_2> : tensor<240xf32>
    %cst_138 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>
    %cst_139 = stablehlo.constant dense_resource<torch_tensor_240_torch.float32> : tensor<240xf32>
    %cst_140 = stablehlo.constant dense_resource<torch_tensor_240_40_1_1_torch.float32> : tensor<240x40x1x1xf32>
    %cst_141 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_3> : tensor<40xf32>
    %cst_142 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_2> : tensor<40xf32>
    %cst_143 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>
    %cst_144 = stablehlo.constant dense_resource<torch_tensor_40_torch.float32> : tensor<40xf32>
    %cst_145 = stablehlo.constant dense_resource<torch_tensor_40_96_1_1_torch.float32> : tensor<40x96x1x1xf32>
    %cst_146 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_147 = stablehlo.constant dense_resource<torch_tensor_96_24_1_1_torch.float32_1> : tensor<96x24x1x1xf32>
    %cst_148 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_8> : tensor<24xf32>
    %cst_149 = stablehlo.constant dense_resource<torch_tensor_24_96_1_1_torch.float32> : tensor<24x96x1x1xf32>
    %cst_150 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_151 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_152 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_153 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_154 = stablehlo.constant dense_resource<torch_tensor_96_1_5_5_torch.float32> : tensor<96x1x5x5xf32>
    %cst_155 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_156 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_157 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_158 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_159 = stablehlo.constant dense_resource<torch_tensor_96_24_1_1_torch.float32> : tensor<96x24x1x1xf32>
    %cst_160 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_161 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_162 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_163 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_164 = stablehlo.constant dense_resource<torch_tensor_24_88_1_1_torch.float32> : tensor<24x88x1x1xf32>
    %cst_165 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_7> : tensor<88xf32>
    %cst_166 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_6> : tensor<88xf32>
    %cst_167 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_5> : tensor<88xf32>
    %cst_168 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_4> : tensor<88xf32>
    %cst_169 = stablehlo.constant dense_resource<torch_tensor_88_1_3_3_torch.float32> : tensor<88x1x3x3xf32>
    %cst_170 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_3> : tensor<88xf32>
    %cst_171 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_2> : tensor<88xf32>
    %cst_172 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32_1> : tensor<88xf32>
    %cst_173 = stablehlo.constant dense_resource<torch_tensor_88_torch.float32> : tensor<88xf32>
    %cst_174 = stablehlo.constant dense_resource<torch_tensor_88_24_1_1_torch.float32> : tensor<88x24x1x1xf32>
    %cst_175 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_176 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_177 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_178 = stablehlo.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_179 = stablehlo.constant dense_resource<torch_tensor_24_72_1_1_torch.float32> : tensor<24x72x1x1xf32>
    %cst_180 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_7> : tensor<72xf32>
    %cst_181 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_6> : tensor<72xf32>
    %cst_182 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_5> : tensor<72xf32>
    %cst_183 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_4> : tensor<72xf32>
    %cst_184 = stablehlo.constant dense_resource<torch_tensor_72_1_3_3_torch.float32> : tensor<72x1x3x3xf32>
    %cst_185 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_3> : tensor<72xf32>
    %cst_186 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_2> : tensor<72xf32>
    %cst_187 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32_1> : tensor<72xf32>
    %cst_188 = stablehlo.constant dense_resource<torch_tensor_72_torch.float32> : tensor<72xf32>
    %cst_189 = stablehlo.constant dense_resource<torch_tensor_72_16_1_1_torch.float32> : tensor<72x16x1x1xf32>
    %cst_190 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_191 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_192 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_193 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_194 = stablehlo.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_195 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_196 = stablehlo.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>
    %cst_197 = stablehlo.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_198 = stablehlo.constant dense_resource<torch_tensor_8_16_1_1_torch.float32> : tensor<8x16x1x1xf32>
    %cst_199 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_200 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_201 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_202 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_203 = stablehlo.constant dense_resource<torch_tensor_16_1_3_3_torch.float32> : tensor<16x1x3x3xf32>
    %cst_204 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_205 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_206 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_207 = stablehlo.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_208 = stablehlo.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_209 = stablehlo.constant dense<1.000000e+00> : tensor<16xf32>
    %cst_210 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %cst_211 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<1x16x16x16xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x1x1xf32>
    %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<72xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<1x72x16x16xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<1x72x8x8xf32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<24xf32>
    %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<88xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<1x88x8x8xf32>
    %cst_221 = stablehlo.constant dense<1.000000e+00> : tensor<96xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<1x24x1x1xf32>
    %cst_223 = stablehlo.constant dense<1.000000e+00> : tensor<40xf32>
    %cst_224 = stablehlo.constant dense<1.000000e+00> : tensor<240xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x1x1xf32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<120xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<1x32x1x1xf32>
    %cst_228 = stablehlo.constant dense<1.000000e+00> : tensor<48xf32>
    %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<144xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<1x40x1x1xf32>
    %cst_231 = stablehlo.constant dense<1.000000e+00> : tensor<288xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<1x72x1x1xf32>
    %cst_233 = stablehlo.constant dense<1.000000e+00> : tensor<576xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<1x144x1x1xf32>
    %cst_235 = arith.constant dense<1.000000e-03> : tensor<1xf64>
    %cst_236 = arith.constant dense<1> : tensor<1xi64>
    %cst_237 = arith.constant dense<3> : tensor<1xi64>
    %cst_238 = arith.constant dense<0> : tensor<1xi64>
    %cst_239 = arith.constant dense<6> : tensor<1xi64>
    %cst_240 = arith.constant dense<256> : tensor<1xi64>
    %cst_241 = arith.constant dense<16> : tensor<1xi64>
    %cst_242 = arith.constant dense<4> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %cst_208) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x64x64xf32>, tensor<16x3x3x3xf32>) -> tensor<1x16x32x32xf32>
    %1 = stablehlo.convert %cst_235 : (tensor<1xf64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.add %3, %cst_206 : tensor<16xf32>
    %5 = stablehlo.sqrt %4 : tensor<16xf32>
    %6 = stablehlo.divide %cst_209, %5 : tensor<16xf32>
    %7 = stablehlo.convert %cst_236 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<16xf32>
    %11 = stablehlo.reshape %cst_207 : (tensor<16xf32>) -> tensor<16x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %13 = stablehlo.reshape %10 : (tensor<16xf32>) -> tensor<16x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x32x32xf32>
    %16 = stablehlo.subtract %0, %15 : tensor<1x16x32x32xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x32x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<1x16x32x32xf32>
    %19 = stablehlo.reshape %cst_205 : (tensor<16xf32>) -> tensor<16x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x32x32xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<1x16x32x32xf32>
    %23 = stablehlo.reshape %cst_204 : (tensor<16xf32>) -> tensor<16x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x32x32xf32>
    %26 = stablehlo.add %22, %25 : tensor<1x16x32x32xf32>
    %27 = stablehlo.convert %cst_237 : (tensor<1xi64>) -> tensor<1xf32>
    %28 = stablehlo.reshape %27 : (tensor<1xf32>) -> tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x16x32x32xf32>
    %30 = stablehlo.add %26, %29 : tensor<1x16x32x32xf32>
    %31 = stablehlo.convert %cst_238 : (tensor<1xi64>) -> tensor<1xf32>
    %32 = stablehlo.reshape %31 : (tensor<1xf32>) -> tensor<f32>
    %33 = stablehlo.clamp %32, %30, %cst_210 : (tensor<f32>, tensor<1x16x32x32xf32>, tensor<f32>) -> tensor<1x16x32x32xf32>
    %34 = stablehlo.convert %cst_239 : (tensor<1xi64>) -> tensor<1xf32>
    %35 = stablehlo.reshape %34 : (tensor<1xf32>) -> tensor<f32>
    %36 = stablehlo.clamp %cst_211, %33, %35 : (tensor<f32>, tensor<1x16x32x32xf32>, tensor<f32>) -> tensor<1x16x32x32xf32>
    %37 = stablehlo.multiply %26, %36 : tensor<1x16x32x32xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x16x32x32xf32>
    %39 = stablehlo.divide %37, %38 : tensor<1x16x32x32xf32>
    %40 = stablehlo.convolution(%39, %cst_203) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64} : (tensor<1x16x32x32xf32>, tensor<16x1x3x3xf32>) -> tensor<1x16x16x16xf32>
    %41 = stablehlo.add %3, %cst_201 : tensor<16xf32>
    %42 = stablehlo.sqrt %41 : tensor<16xf32>
    %43 = stablehlo.divide %cst_209, %42 : tensor<16xf32>
    %44 = stablehlo.multiply %43, %9 : tensor<16xf32>
    %45 = stablehlo.reshape %cst_202 : (tensor<16xf32>) -> tensor<16x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %47 = stablehlo.reshape %44 : (tensor<16xf32>) -> tensor<16x1xf32>
    %48 = stablehlo.reshape %47 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %49 = stablehlo.broadcast_in_dim %46, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %50 = stablehlo.subtract %40, %49 : tensor<1x16x16x16xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<1x16x16x16xf32>
    %53 = stablehlo.reshape %cst_200 : (tensor<16xf32>) -> tensor<16x1xf32>
    %54 = stablehlo.reshape %53 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<1x16x16x16xf32>
    %57 = stablehlo.reshape %cst_199 : (tensor<16xf32>) -> tensor<16x1xf32>
    %58 = stablehlo.reshape %57 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %60 = stablehlo.add %56, %59 : tensor<1x16x16x16xf32>
    %61 = stablehlo.maximum %60, %cst_212 : tensor<1x16x16x16xf32>
    %62 = stablehlo.reduce(%61 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x16x16x16xf32>, tensor<f32>) -> tensor<1x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x16xf32>) -> tensor<1x16x1x1xf32>
    %64 = stablehlo.convert %cst_240 : (tensor<1xi64>) -> tensor<1xf32>
    %65 = stablehlo.reshape %64 : (tensor<1xf32>) -> tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<1x16x1x1xf32>
    %67 = stablehlo.divide %63, %66 : tensor<1x16x1x1xf32>
    %68 = stablehlo.convolution(%67, %cst_198) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x1x1xf32>, tensor<8x16x1x1xf32>) -> tensor<1x8x1x1xf32>
    %69 = stablehlo.reshape %cst_197 : (tensor<8xf32>) -> tensor<8x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %71 = stablehlo.add %68, %70 : tensor<1x8x1x1xf32>
    %72 = stablehlo.maximum %71, %cst_214 : tensor<1x8x1x1xf32>
    %73 = stablehlo.convolution(%72, %cst_196) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x8x1x1xf32>, tensor<16x8x1x1xf32>) -> tensor<1x16x1x1xf32>
    %74 = stablehlo.reshape %cst_195 : (tensor<16xf32>) -> tensor<16x1x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %76 = stablehlo.add %73, %75 : tensor<1x16x1x1xf32>
    %77 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x16x1x1xf32>
    %78 = stablehlo.add %76, %77 : tensor<1x16x1x1xf32>
    %79 = stablehlo.clamp %32, %78, %cst_210 : (tensor<f32>, tensor<1x16x1x1xf32>, tensor<f32>) -> tensor<1x16x1x1xf32>
    %80 = stablehlo.clamp %cst_211, %79, %35 : (tensor<f32>, tensor<1x16x1x1xf32>, tensor<f32>) -> tensor<1x16x1x1xf32>
    %81 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x16x1x1xf32>
    %82 = stablehlo.divide %80, %81 : tensor<1x16x1x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %84 = stablehlo.multiply %83, %61 : tensor<1x16x16x16xf32>
    %85 = stablehlo.convolution(%84, %cst_194) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %86 = stablehlo.add %3, %cst_192 : tensor<16xf32>
    %87 = stablehlo.sqrt %86 : tensor<16xf32>
    %88 = stablehlo.divide %cst_209, %87 : tensor<16xf32>
    %89 = stablehlo.multiply %88, %9 : tensor<16xf32>
    %90 = stablehlo.reshape %cst_193 : (tensor<16xf32>) -> tensor<16x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %92 = stablehlo.reshape %89 : (tensor<16xf32>) -> tensor<16x1xf32>
    %93 = stablehlo.reshape %92 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %94 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %95 = stablehlo.subtract %85, %94 : tensor<1x16x16x16xf32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %97 = stablehlo.multiply %95, %96 : tensor<1x16x16x16xf32>
    %98 = stablehlo.reshape %cst_191 : (tensor<16xf32>) -> tensor<16x1xf32>
    %99 = stablehlo.reshape %98 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %101 = stablehlo.multiply %97, %100 : tensor<1x16x16x16xf32>
    %102 = stablehlo.reshape %cst_190 : (tensor<16xf32>) -> tensor<16x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1, 2, 3] : (tensor<16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %105 = stablehlo.add %101, %104 : tensor<1x16x16x16xf32>
    %106 = stablehlo.convolution(%105, %cst_189) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x16x16xf32>, tensor<72x16x1x1xf32>) -> tensor<1x72x16x16xf32>
    %107 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %108 = stablehlo.add %107, %cst_187 : tensor<72xf32>
    %109 = stablehlo.sqrt %108 : tensor<72xf32>
    %110 = stablehlo.divide %cst_215, %109 : tensor<72xf32>
    %111 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<72xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<72xf32>
    %113 = stablehlo.reshape %cst_188 : (tensor<72xf32>) -> tensor<72x1xf32>
    %114 = stablehlo.reshape %113 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %115 = stablehlo.reshape %112 : (tensor<72xf32>) -> tensor<72x1xf32>
    %116 = stablehlo.reshape %115 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x16x16xf32>
    %118 = stablehlo.subtract %106, %117 : tensor<1x72x16x16xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x16x16xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<1x72x16x16xf32>
    %121 = stablehlo.reshape %cst_186 : (tensor<72xf32>) -> tensor<72x1xf32>
    %122 = stablehlo.reshape %121 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x16x16xf32>
    %124 = stablehlo.multiply %120, %123 : tensor<1x72x16x16xf32>
    %125 = stablehlo.reshape %cst_185 : (tensor<72xf32>) -> tensor<72x1xf32>
    %126 = stablehlo.reshape %125 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x16x16xf32>
    %128 = stablehlo.add %124, %127 : tensor<1x72x16x16xf32>
    %129 = stablehlo.maximum %128, %cst_216 : tensor<1x72x16x16xf32>
    %130 = stablehlo.convolution(%129, %cst_184) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 72 : i64} : (tensor<1x72x16x16xf32>, tensor<72x1x3x3xf32>) -> tensor<1x72x8x8xf32>
    %131 = stablehlo.add %107, %cst_182 : tensor<72xf32>
    %132 = stablehlo.sqrt %131 : tensor<72xf32>
    %133 = stablehlo.divide %cst_215, %132 : tensor<72xf32>
    %134 = stablehlo.multiply %133, %111 : tensor<72xf32>
    %135 = stablehlo.reshape %cst_183 : (tensor<72xf32>) -> tensor<72x1xf32>
    %136 = stablehlo.reshape %135 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %137 = stablehlo.reshape %134 : (tensor<72xf32>) -> tensor<72x1xf32>
    %138 = stablehlo.reshape %137 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %139 = stablehlo.broadcast_in_dim %136, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x8x8xf32>
    %140 = stablehlo.subtract %130, %139 : tensor<1x72x8x8xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x8x8xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<1x72x8x8xf32>
    %143 = stablehlo.reshape %cst_181 : (tensor<72xf32>) -> tensor<72x1xf32>
    %144 = stablehlo.reshape %143 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x8x8xf32>
    %146 = stablehlo.multiply %142, %145 : tensor<1x72x8x8xf32>
    %147 = stablehlo.reshape %cst_180 : (tensor<72xf32>) -> tensor<72x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<72x1xf32>) -> tensor<72x1x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x8x8xf32>
    %150 = stablehlo.add %146, %149 : tensor<1x72x8x8xf32>
    %151 = stablehlo.maximum %150, %cst_217 : tensor<1x72x8x8xf32>
    %152 = stablehlo.convolution(%151, %cst_179) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x72x8x8xf32>, tensor<24x72x1x1xf32>) -> tensor<1x24x8x8xf32>
    %153 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %154 = stablehlo.add %153, %cst_177 : tensor<24xf32>
    %155 = stablehlo.sqrt %154 : tensor<24xf32>
    %156 = stablehlo.divide %cst_218, %155 : tensor<24xf32>
    %157 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<24xf32>
    %159 = stablehlo.reshape %cst_178 : (tensor<24xf32>) -> tensor<24x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %161 = stablehlo.reshape %158 : (tensor<24xf32>) -> tensor<24x1xf32>
    %162 = stablehlo.reshape %161 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %164 = stablehlo.subtract %152, %163 : tensor<1x24x8x8xf32>
    %165 = stablehlo.broadcast_in_dim %162, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %166 = stablehlo.multiply %164, %165 : tensor<1x24x8x8xf32>
    %167 = stablehlo.reshape %cst_176 : (tensor<24xf32>) -> tensor<24x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %170 = stablehlo.multiply %166, %169 : tensor<1x24x8x8xf32>
    %171 = stablehlo.reshape %cst_175 : (tensor<24xf32>) -> tensor<24x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %174 = stablehlo.add %170, %173 : tensor<1x24x8x8xf32>
    %175 = stablehlo.convolution(%174, %cst_174) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x24x8x8xf32>, tensor<88x24x1x1xf32>) -> tensor<1x88x8x8xf32>
    %176 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<88xf32>
    %177 = stablehlo.add %176, %cst_172 : tensor<88xf32>
    %178 = stablehlo.sqrt %177 : tensor<88xf32>
    %179 = stablehlo.divide %cst_219, %178 : tensor<88xf32>
    %180 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<88xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<88xf32>
    %182 = stablehlo.reshape %cst_173 : (tensor<88xf32>) -> tensor<88x1xf32>
    %183 = stablehlo.reshape %182 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %184 = stablehlo.reshape %181 : (tensor<88xf32>) -> tensor<88x1xf32>
    %185 = stablehlo.reshape %184 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %186 = stablehlo.broadcast_in_dim %183, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %187 = stablehlo.subtract %175, %186 : tensor<1x88x8x8xf32>
    %188 = stablehlo.broadcast_in_dim %185, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<1x88x8x8xf32>
    %190 = stablehlo.reshape %cst_171 : (tensor<88xf32>) -> tensor<88x1xf32>
    %191 = stablehlo.reshape %190 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %193 = stablehlo.multiply %189, %192 : tensor<1x88x8x8xf32>
    %194 = stablehlo.reshape %cst_170 : (tensor<88xf32>) -> tensor<88x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %197 = stablehlo.add %193, %196 : tensor<1x88x8x8xf32>
    %198 = stablehlo.maximum %197, %cst_220 : tensor<1x88x8x8xf32>
    %199 = stablehlo.convolution(%198, %cst_169) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 88 : i64} : (tensor<1x88x8x8xf32>, tensor<88x1x3x3xf32>) -> tensor<1x88x8x8xf32>
    %200 = stablehlo.add %176, %cst_167 : tensor<88xf32>
    %201 = stablehlo.sqrt %200 : tensor<88xf32>
    %202 = stablehlo.divide %cst_219, %201 : tensor<88xf32>
    %203 = stablehlo.multiply %202, %180 : tensor<88xf32>
    %204 = stablehlo.reshape %cst_168 : (tensor<88xf32>) -> tensor<88x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %206 = stablehlo.reshape %203 : (tensor<88xf32>) -> tensor<88x1xf32>
    %207 = stablehlo.reshape %206 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %208 = stablehlo.broadcast_in_dim %205, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %209 = stablehlo.subtract %199, %208 : tensor<1x88x8x8xf32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<1x88x8x8xf32>
    %212 = stablehlo.reshape %cst_166 : (tensor<88xf32>) -> tensor<88x1xf32>
    %213 = stablehlo.reshape %212 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %215 = stablehlo.multiply %211, %214 : tensor<1x88x8x8xf32>
    %216 = stablehlo.reshape %cst_165 : (tensor<88xf32>) -> tensor<88x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<88x1xf32>) -> tensor<88x1x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 2, 3] : (tensor<88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %219 = stablehlo.add %215, %218 : tensor<1x88x8x8xf32>
    %220 = stablehlo.maximum %219, %cst_220 : tensor<1x88x8x8xf32>
    %221 = stablehlo.convolution(%220, %cst_164) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x88x8x8xf32>, tensor<24x88x1x1xf32>) -> tensor<1x24x8x8xf32>
    %222 = stablehlo.add %153, %cst_162 : tensor<24xf32>
    %223 = stablehlo.sqrt %222 : tensor<24xf32>
    %224 = stablehlo.divide %cst_218, %223 : tensor<24xf32>
    %225 = stablehlo.multiply %224, %157 : tensor<24xf32>
    %226 = stablehlo.reshape %cst_163 : (tensor<24xf32>) -> tensor<24x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %228 = stablehlo.reshape %225 : (tensor<24xf32>) -> tensor<24x1xf32>
    %229 = stablehlo.reshape %228 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %230 = stablehlo.broadcast_in_dim %227, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %231 = stablehlo.subtract %221, %230 : tensor<1x24x8x8xf32>
    %232 = stablehlo.broadcast_in_dim %229, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<1x24x8x8xf32>
    %234 = stablehlo.reshape %cst_161 : (tensor<24xf32>) -> tensor<24x1xf32>
    %235 = stablehlo.reshape %234 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<1x24x8x8xf32>
    %238 = stablehlo.reshape %cst_160 : (tensor<24xf32>) -> tensor<24x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<24x1xf32>) -> tensor<24x1x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %241 = stablehlo.add %237, %240 : tensor<1x24x8x8xf32>
    %242 = stablehlo.add %241, %174 : tensor<1x24x8x8xf32>
    %243 = stablehlo.convolution(%242, %cst_159) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x24x8x8xf32>, tensor<96x24x1x1xf32>) -> tensor<1x96x8x8xf32>
    %244 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %245 = stablehlo.add %244, %cst_157 : tensor<96xf32>
    %246 = stablehlo.sqrt %245 : tensor<96xf32>
    %247 = stablehlo.divide %cst_221, %246 : tensor<96xf32>
    %248 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %249 = stablehlo.multiply %247, %248 : tensor<96xf32>
    %250 = stablehlo.reshape %cst_158 : (tensor<96xf32>) -> tensor<96x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %252 = stablehlo.reshape %249 : (tensor<96xf32>) -> tensor<96x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %254 = stablehlo.broadcast_in_dim %251, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x8x8xf32>
    %255 = stablehlo.subtract %243, %254 : tensor<1x96x8x8xf32>
    %256 = stablehlo.broadcast_in_dim %253, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x8x8xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<1x96x8x8xf32>
    %258 = stablehlo.reshape %cst_156 : (tensor<96xf32>) -> tensor<96x1xf32>
    %259 = stablehlo.reshape %258 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x8x8xf32>
    %261 = stablehlo.multiply %257, %260 : tensor<1x96x8x8xf32>
    %262 = stablehlo.reshape %cst_155 : (tensor<96xf32>) -> tensor<96x1xf32>
    %263 = stablehlo.reshape %262 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x8x8xf32>
    %265 = stablehlo.add %261, %264 : tensor<1x96x8x8xf32>
    %266 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x96x8x8xf32>
    %267 = stablehlo.add %265, %266 : tensor<1x96x8x8xf32>
    %268 = stablehlo.clamp %32, %267, %cst_210 : (tensor<f32>, tensor<1x96x8x8xf32>, tensor<f32>) -> tensor<1x96x8x8xf32>
    %269 = stablehlo.clamp %cst_211, %268, %35 : (tensor<f32>, tensor<1x96x8x8xf32>, tensor<f32>) -> tensor<1x96x8x8xf32>
    %270 = stablehlo.multiply %265, %269 : tensor<1x96x8x8xf32>
    %271 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x96x8x8xf32>
    %272 = stablehlo.divide %270, %271 : tensor<1x96x8x8xf32>
    %273 = stablehlo.convolution(%272, %cst_154) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 96 : i64} : (tensor<1x96x8x8xf32>, tensor<96x1x5x5xf32>) -> tensor<1x96x4x4xf32>
    %274 = stablehlo.add %244, %cst_152 : tensor<96xf32>
    %275 = stablehlo.sqrt %274 : tensor<96xf32>
    %276 = stablehlo.divide %cst_221, %275 : tensor<96xf32>
    %277 = stablehlo.multiply %276, %248 : tensor<96xf32>
    %278 = stablehlo.reshape %cst_153 : (tensor<96xf32>) -> tensor<96x1xf32>
    %279 = stablehlo.reshape %278 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %280 = stablehlo.reshape %277 : (tensor<96xf32>) -> tensor<96x1xf32>
    %281 = stablehlo.reshape %280 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %282 = stablehlo.broadcast_in_dim %279, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %283 = stablehlo.subtract %273, %282 : tensor<1x96x4x4xf32>
    %284 = stablehlo.broadcast_in_dim %281, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %285 = stablehlo.multiply %283, %284 : tensor<1x96x4x4xf32>
    %286 = stablehlo.reshape %cst_151 : (tensor<96xf32>) -> tensor<96x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %289 = stablehlo.multiply %285, %288 : tensor<1x96x4x4xf32>
    %290 = stablehlo.reshape %cst_150 : (tensor<96xf32>) -> tensor<96x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %293 = stablehlo.add %289, %292 : tensor<1x96x4x4xf32>
    %294 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x96x4x4xf32>
    %295 = stablehlo.add %293, %294 : tensor<1x96x4x4xf32>
    %296 = stablehlo.clamp %32, %295, %cst_210 : (tensor<f32>, tensor<1x96x4x4xf32>, tensor<f32>) -> tensor<1x96x4x4xf32>
    %297 = stablehlo.clamp %cst_211, %296, %35 : (tensor<f32>, tensor<1x96x4x4xf32>, tensor<f32>) -> tensor<1x96x4x4xf32>
    %298 = stablehlo.multiply %293, %297 : tensor<1x96x4x4xf32>
    %299 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x96x4x4xf32>
    %300 = stablehlo.divide %298, %299 : tensor<1x96x4x4xf32>
    %301 = stablehlo.reduce(%300 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x96x4x4xf32>, tensor<f32>) -> tensor<1x96xf32>
    %302 = stablehlo.reshape %301 : (tensor<1x96xf32>) -> tensor<1x96x1x1xf32>
    %303 = stablehlo.convert %cst_241 : (tensor<1xi64>) -> tensor<1xf32>
    %304 = stablehlo.reshape %303 : (tensor<1xf32>) -> tensor<f32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<1x96x1x1xf32>
    %306 = stablehlo.divide %302, %305 : tensor<1x96x1x1xf32>
    %307 = stablehlo.convolution(%306, %cst_149) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x96x1x1xf32>, tensor<24x96x1x1xf32>) -> tensor<1x24x1x1xf32>
    %308 = stablehlo.reshape %cst_148 : (tensor<24xf32>) -> tensor<24x1x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [1, 2, 3] : (tensor<24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %310 = stablehlo.add %307, %309 : tensor<1x24x1x1xf32>
    %311 = stablehlo.maximum %310, %cst_222 : tensor<1x24x1x1xf32>
    %312 = stablehlo.convolution(%311, %cst_147) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x24x1x1xf32>, tensor<96x24x1x1xf32>) -> tensor<1x96x1x1xf32>
    %313 = stablehlo.reshape %cst_146 : (tensor<96xf32>) -> tensor<96x1x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %315 = stablehlo.add %312, %314 : tensor<1x96x1x1xf32>
    %316 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x96x1x1xf32>
    %317 = stablehlo.add %315, %316 : tensor<1x96x1x1xf32>
    %318 = stablehlo.clamp %32, %317, %cst_210 : (tensor<f32>, tensor<1x96x1x1xf32>, tensor<f32>) -> tensor<1x96x1x1xf32>
    %319 = stablehlo.clamp %cst_211, %318, %35 : (tensor<f32>, tensor<1x96x1x1xf32>, tensor<f32>) -> tensor<1x96x1x1xf32>
    %320 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x96x1x1xf32>
    %321 = stablehlo.divide %319, %320 : tensor<1x96x1x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %323 = stablehlo.multiply %322, %300 : tensor<1x96x4x4xf32>
    %324 = stablehlo.convolution(%323, %cst_145) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x96x4x4xf32>, tensor<40x96x1x1xf32>) -> tensor<1x40x4x4xf32>
    %325 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %326 = stablehlo.add %325, %cst_143 : tensor<40xf32>
    %327 = stablehlo.sqrt %326 : tensor<40xf32>
    %328 = stablehlo.divide %cst_223, %327 : tensor<40xf32>
    %329 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<40xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<40xf32>
    %331 = stablehlo.reshape %cst_144 : (tensor<40xf32>) -> tensor<40x1xf32>
    %332 = stablehlo.reshape %331 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %333 = stablehlo.reshape %330 : (tensor<40xf32>) -> tensor<40x1xf32>
    %334 = stablehlo.reshape %333 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %335 = stablehlo.broadcast_in_dim %332, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %336 = stablehlo.subtract %324, %335 : tensor<1x40x4x4xf32>
    %337 = stablehlo.broadcast_in_dim %334, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %338 = stablehlo.multiply %336, %337 : tensor<1x40x4x4xf32>
    %339 = stablehlo.reshape %cst_142 : (tensor<40xf32>) -> tensor<40x1xf32>
    %340 = stablehlo.reshape %339 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %342 = stablehlo.multiply %338, %341 : tensor<1x40x4x4xf32>
    %343 = stablehlo.reshape %cst_141 : (tensor<40xf32>) -> tensor<40x1xf32>
    %344 = stablehlo.reshape %343 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %346 = stablehlo.add %342, %345 : tensor<1x40x4x4xf32>
    %347 = stablehlo.convolution(%346, %cst_140) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) -> tensor<1x240x4x4xf32>
    %348 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<240xf32>
    %349 = stablehlo.add %348, %cst_138 : tensor<240xf32>
    %350 = stablehlo.sqrt %349 : tensor<240xf32>
    %351 = stablehlo.divide %cst_224, %350 : tensor<240xf32>
    %352 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<240xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<240xf32>
    %354 = stablehlo.reshape %cst_139 : (tensor<240xf32>) -> tensor<240x1xf32>
    %355 = stablehlo.reshape %354 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %356 = stablehlo.reshape %353 : (tensor<240xf32>) -> tensor<240x1xf32>
    %357 = stablehlo.reshape %356 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %358 = stablehlo.broadcast_in_dim %355, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %359 = stablehlo.subtract %347, %358 : tensor<1x240x4x4xf32>
    %360 = stablehlo.broadcast_in_dim %357, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<1x240x4x4xf32>
    %362 = stablehlo.reshape %cst_137 : (tensor<240xf32>) -> tensor<240x1xf32>
    %363 = stablehlo.reshape %362 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %365 = stablehlo.multiply %361, %364 : tensor<1x240x4x4xf32>
    %366 = stablehlo.reshape %cst_136 : (tensor<240xf32>) -> tensor<240x1xf32>
    %367 = stablehlo.reshape %366 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %369 = stablehlo.add %365, %368 : tensor<1x240x4x4xf32>
    %370 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x240x4x4xf32>
    %371 = stablehlo.add %369, %370 : tensor<1x240x4x4xf32>
    %372 = stablehlo.clamp %32, %371, %cst_210 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %373 = stablehlo.clamp %cst_211, %372, %35 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %374 = stablehlo.multiply %369, %373 : tensor<1x240x4x4xf32>
    %375 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x240x4x4xf32>
    %376 = stablehlo.divide %374, %375 : tensor<1x240x4x4xf32>
    %377 = stablehlo.convolution(%376, %cst_135) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64} : (tensor<1x240x4x4xf32>, tensor<240x1x5x5xf32>) -> tensor<1x240x4x4xf32>
    %378 = stablehlo.add %348, %cst_133 : tensor<240xf32>
    %379 = stablehlo.sqrt %378 : tensor<240xf32>
    %380 = stablehlo.divide %cst_224, %379 : tensor<240xf32>
    %381 = stablehlo.multiply %380, %352 : tensor<240xf32>
    %382 = stablehlo.reshape %cst_134 : (tensor<240xf32>) -> tensor<240x1xf32>
    %383 = stablehlo.reshape %382 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %384 = stablehlo.reshape %381 : (tensor<240xf32>) -> tensor<240x1xf32>
    %385 = stablehlo.reshape %384 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %386 = stablehlo.broadcast_in_dim %383, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %387 = stablehlo.subtract %377, %386 : tensor<1x240x4x4xf32>
    %388 = stablehlo.broadcast_in_dim %385, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %389 = stablehlo.multiply %387, %388 : tensor<1x240x4x4xf32>
    %390 = stablehlo.reshape %cst_132 : (tensor<240xf32>) -> tensor<240x1xf32>
    %391 = stablehlo.reshape %390 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %393 = stablehlo.multiply %389, %392 : tensor<1x240x4x4xf32>
    %394 = stablehlo.reshape %cst_131 : (tensor<240xf32>) -> tensor<240x1xf32>
    %395 = stablehlo.reshape %394 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %397 = stablehlo.add %393, %396 : tensor<1x240x4x4xf32>
    %398 = stablehlo.add %397, %370 : tensor<1x240x4x4xf32>
    %399 = stablehlo.clamp %32, %398, %cst_210 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %400 = stablehlo.clamp %cst_211, %399, %35 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %401 = stablehlo.multiply %397, %400 : tensor<1x240x4x4xf32>
    %402 = stablehlo.divide %401, %375 : tensor<1x240x4x4xf32>
    %403 = stablehlo.reduce(%402 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240xf32>
    %404 = stablehlo.reshape %403 : (tensor<1x240xf32>) -> tensor<1x240x1x1xf32>
    %405 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<1x240x1x1xf32>
    %406 = stablehlo.divide %404, %405 : tensor<1x240x1x1xf32>
    %407 = stablehlo.convolution(%406, %cst_130) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) -> tensor<1x64x1x1xf32>
    %408 = stablehlo.reshape %cst_129 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %410 = stablehlo.add %407, %409 : tensor<1x64x1x1xf32>
    %411 = stablehlo.maximum %410, %cst_225 : tensor<1x64x1x1xf32>
    %412 = stablehlo.convolution(%411, %cst_128) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) -> tensor<1x240x1x1xf32>
    %413 = stablehlo.reshape %cst_127 : (tensor<240xf32>) -> tensor<240x1x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %415 = stablehlo.add %412, %414 : tensor<1x240x1x1xf32>
    %416 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x240x1x1xf32>
    %417 = stablehlo.add %415, %416 : tensor<1x240x1x1xf32>
    %418 = stablehlo.clamp %32, %417, %cst_210 : (tensor<f32>, tensor<1x240x1x1xf32>, tensor<f32>) -> tensor<1x240x1x1xf32>
    %419 = stablehlo.clamp %cst_211, %418, %35 : (tensor<f32>, tensor<1x240x1x1xf32>, tensor<f32>) -> tensor<1x240x1x1xf32>
    %420 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x240x1x1xf32>
    %421 = stablehlo.divide %419, %420 : tensor<1x240x1x1xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 3] : (tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %423 = stablehlo.multiply %422, %402 : tensor<1x240x4x4xf32>
    %424 = stablehlo.convolution(%423, %cst_126) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) -> tensor<1x40x4x4xf32>
    %425 = stablehlo.add %325, %cst_124 : tensor<40xf32>
    %426 = stablehlo.sqrt %425 : tensor<40xf32>
    %427 = stablehlo.divide %cst_223, %426 : tensor<40xf32>
    %428 = stablehlo.multiply %427, %329 : tensor<40xf32>
    %429 = stablehlo.reshape %cst_125 : (tensor<40xf32>) -> tensor<40x1xf32>
    %430 = stablehlo.reshape %429 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %431 = stablehlo.reshape %428 : (tensor<40xf32>) -> tensor<40x1xf32>
    %432 = stablehlo.reshape %431 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %433 = stablehlo.broadcast_in_dim %430, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %434 = stablehlo.subtract %424, %433 : tensor<1x40x4x4xf32>
    %435 = stablehlo.broadcast_in_dim %432, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %436 = stablehlo.multiply %434, %435 : tensor<1x40x4x4xf32>
    %437 = stablehlo.reshape %cst_123 : (tensor<40xf32>) -> tensor<40x1xf32>
    %438 = stablehlo.reshape %437 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %440 = stablehlo.multiply %436, %439 : tensor<1x40x4x4xf32>
    %441 = stablehlo.reshape %cst_122 : (tensor<40xf32>) -> tensor<40x1xf32>
    %442 = stablehlo.reshape %441 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %444 = stablehlo.add %440, %443 : tensor<1x40x4x4xf32>
    %445 = stablehlo.add %444, %346 : tensor<1x40x4x4xf32>
    %446 = stablehlo.convolution(%445, %cst_121) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) -> tensor<1x240x4x4xf32>
    %447 = stablehlo.add %348, %cst_119 : tensor<240xf32>
    %448 = stablehlo.sqrt %447 : tensor<240xf32>
    %449 = stablehlo.divide %cst_224, %448 : tensor<240xf32>
    %450 = stablehlo.multiply %449, %352 : tensor<240xf32>
    %451 = stablehlo.reshape %cst_120 : (tensor<240xf32>) -> tensor<240x1xf32>
    %452 = stablehlo.reshape %451 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %453 = stablehlo.reshape %450 : (tensor<240xf32>) -> tensor<240x1xf32>
    %454 = stablehlo.reshape %453 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %455 = stablehlo.broadcast_in_dim %452, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %456 = stablehlo.subtract %446, %455 : tensor<1x240x4x4xf32>
    %457 = stablehlo.broadcast_in_dim %454, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %458 = stablehlo.multiply %456, %457 : tensor<1x240x4x4xf32>
    %459 = stablehlo.reshape %cst_118 : (tensor<240xf32>) -> tensor<240x1xf32>
    %460 = stablehlo.reshape %459 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %462 = stablehlo.multiply %458, %461 : tensor<1x240x4x4xf32>
    %463 = stablehlo.reshape %cst_117 : (tensor<240xf32>) -> tensor<240x1xf32>
    %464 = stablehlo.reshape %463 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %466 = stablehlo.add %462, %465 : tensor<1x240x4x4xf32>
    %467 = stablehlo.add %466, %370 : tensor<1x240x4x4xf32>
    %468 = stablehlo.clamp %32, %467, %cst_210 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %469 = stablehlo.clamp %cst_211, %468, %35 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %470 = stablehlo.multiply %466, %469 : tensor<1x240x4x4xf32>
    %471 = stablehlo.divide %470, %375 : tensor<1x240x4x4xf32>
    %472 = stablehlo.convolution(%471, %cst_116) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 240 : i64} : (tensor<1x240x4x4xf32>, tensor<240x1x5x5xf32>) -> tensor<1x240x4x4xf32>
    %473 = stablehlo.add %348, %cst_114 : tensor<240xf32>
    %474 = stablehlo.sqrt %473 : tensor<240xf32>
    %475 = stablehlo.divide %cst_224, %474 : tensor<240xf32>
    %476 = stablehlo.multiply %475, %352 : tensor<240xf32>
    %477 = stablehlo.reshape %cst_115 : (tensor<240xf32>) -> tensor<240x1xf32>
    %478 = stablehlo.reshape %477 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %479 = stablehlo.reshape %476 : (tensor<240xf32>) -> tensor<240x1xf32>
    %480 = stablehlo.reshape %479 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %481 = stablehlo.broadcast_in_dim %478, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %482 = stablehlo.subtract %472, %481 : tensor<1x240x4x4xf32>
    %483 = stablehlo.broadcast_in_dim %480, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %484 = stablehlo.multiply %482, %483 : tensor<1x240x4x4xf32>
    %485 = stablehlo.reshape %cst_113 : (tensor<240xf32>) -> tensor<240x1xf32>
    %486 = stablehlo.reshape %485 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %488 = stablehlo.multiply %484, %487 : tensor<1x240x4x4xf32>
    %489 = stablehlo.reshape %cst_112 : (tensor<240xf32>) -> tensor<240x1xf32>
    %490 = stablehlo.reshape %489 : (tensor<240x1xf32>) -> tensor<240x1x1xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %492 = stablehlo.add %488, %491 : tensor<1x240x4x4xf32>
    %493 = stablehlo.add %492, %370 : tensor<1x240x4x4xf32>
    %494 = stablehlo.clamp %32, %493, %cst_210 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %495 = stablehlo.clamp %cst_211, %494, %35 : (tensor<f32>, tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240x4x4xf32>
    %496 = stablehlo.multiply %492, %495 : tensor<1x240x4x4xf32>
    %497 = stablehlo.divide %496, %375 : tensor<1x240x4x4xf32>
    %498 = stablehlo.reduce(%497 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x240x4x4xf32>, tensor<f32>) -> tensor<1x240xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x240xf32>) -> tensor<1x240x1x1xf32>
    %500 = stablehlo.divide %499, %405 : tensor<1x240x1x1xf32>
    %501 = stablehlo.convolution(%500, %cst_111) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) -> tensor<1x64x1x1xf32>
    %502 = stablehlo.reshape %cst_110 : (tensor<64xf32>) -> tensor<64x1x1xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %504 = stablehlo.add %501, %503 : tensor<1x64x1x1xf32>
    %505 = stablehlo.maximum %504, %cst_225 : tensor<1x64x1x1xf32>
    %506 = stablehlo.convolution(%505, %cst_109) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) -> tensor<1x240x1x1xf32>
    %507 = stablehlo.reshape %cst_108 : (tensor<240xf32>) -> tensor<240x1x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [1, 2, 3] : (tensor<240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %509 = stablehlo.add %506, %508 : tensor<1x240x1x1xf32>
    %510 = stablehlo.add %509, %416 : tensor<1x240x1x1xf32>
    %511 = stablehlo.clamp %32, %510, %cst_210 : (tensor<f32>, tensor<1x240x1x1xf32>, tensor<f32>) -> tensor<1x240x1x1xf32>
    %512 = stablehlo.clamp %cst_211, %511, %35 : (tensor<f32>, tensor<1x240x1x1xf32>, tensor<f32>) -> tensor<1x240x1x1xf32>
    %513 = stablehlo.divide %512, %420 : tensor<1x240x1x1xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3] : (tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %515 = stablehlo.multiply %514, %497 : tensor<1x240x4x4xf32>
    %516 = stablehlo.convolution(%515, %cst_107) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) -> tensor<1x40x4x4xf32>
    %517 = stablehlo.add %325, %cst_105 : tensor<40xf32>
    %518 = stablehlo.sqrt %517 : tensor<40xf32>
    %519 = stablehlo.divide %cst_223, %518 : tensor<40xf32>
    %520 = stablehlo.multiply %519, %329 : tensor<40xf32>
    %521 = stablehlo.reshape %cst_106 : (tensor<40xf32>) -> tensor<40x1xf32>
    %522 = stablehlo.reshape %521 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %523 = stablehlo.reshape %520 : (tensor<40xf32>) -> tensor<40x1xf32>
    %524 = stablehlo.reshape %523 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %525 = stablehlo.broadcast_in_dim %522, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %526 = stablehlo.subtract %516, %525 : tensor<1x40x4x4xf32>
    %527 = stablehlo.broadcast_in_dim %524, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %528 = stablehlo.multiply %526, %527 : tensor<1x40x4x4xf32>
    %529 = stablehlo.reshape %cst_104 : (tensor<40xf32>) -> tensor<40x1xf32>
    %530 = stablehlo.reshape %529 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %532 = stablehlo.multiply %528, %531 : tensor<1x40x4x4xf32>
    %533 = stablehlo.reshape %cst_103 : (tensor<40xf32>) -> tensor<40x1xf32>
    %534 = stablehlo.reshape %533 : (tensor<40x1xf32>) -> tensor<40x1x1xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %536 = stablehlo.add %532, %535 : tensor<1x40x4x4xf32>
    %537 = stablehlo.add %536, %445 : tensor<1x40x4x4xf32>
    %538 = stablehlo.convolution(%537, %cst_102) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x40x4x4xf32>, tensor<120x40x1x1xf32>) -> tensor<1x120x4x4xf32>
    %539 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<120xf32>
    %540 = stablehlo.add %539, %cst_100 : tensor<120xf32>
    %541 = stablehlo.sqrt %540 : tensor<120xf32>
    %542 = stablehlo.divide %cst_226, %541 : tensor<120xf32>
    %543 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<120xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<120xf32>
    %545 = stablehlo.reshape %cst_101 : (tensor<120xf32>) -> tensor<120x1xf32>
    %546 = stablehlo.reshape %545 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %547 = stablehlo.reshape %544 : (tensor<120xf32>) -> tensor<120x1xf32>
    %548 = stablehlo.reshape %547 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %549 = stablehlo.broadcast_in_dim %546, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %550 = stablehlo.subtract %538, %549 : tensor<1x120x4x4xf32>
    %551 = stablehlo.broadcast_in_dim %548, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %552 = stablehlo.multiply %550, %551 : tensor<1x120x4x4xf32>
    %553 = stablehlo.reshape %cst_99 : (tensor<120xf32>) -> tensor<120x1xf32>
    %554 = stablehlo.reshape %553 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %556 = stablehlo.multiply %552, %555 : tensor<1x120x4x4xf32>
    %557 = stablehlo.reshape %cst_98 : (tensor<120xf32>) -> tensor<120x1xf32>
    %558 = stablehlo.reshape %557 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %560 = stablehlo.add %556, %559 : tensor<1x120x4x4xf32>
    %561 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x120x4x4xf32>
    %562 = stablehlo.add %560, %561 : tensor<1x120x4x4xf32>
    %563 = stablehlo.clamp %32, %562, %cst_210 : (tensor<f32>, tensor<1x120x4x4xf32>, tensor<f32>) -> tensor<1x120x4x4xf32>
    %564 = stablehlo.clamp %cst_211, %563, %35 : (tensor<f32>, tensor<1x120x4x4xf32>, tensor<f32>) -> tensor<1x120x4x4xf32>
    %565 = stablehlo.multiply %560, %564 : tensor<1x120x4x4xf32>
    %566 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x120x4x4xf32>
    %567 = stablehlo.divide %565, %566 : tensor<1x120x4x4xf32>
    %568 = stablehlo.convolution(%567, %cst_97) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 120 : i64} : (tensor<1x120x4x4xf32>, tensor<120x1x5x5xf32>) -> tensor<1x120x4x4xf32>
    %569 = stablehlo.add %539, %cst_95 : tensor<120xf32>
    %570 = stablehlo.sqrt %569 : tensor<120xf32>
    %571 = stablehlo.divide %cst_226, %570 : tensor<120xf32>
    %572 = stablehlo.multiply %571, %543 : tensor<120xf32>
    %573 = stablehlo.reshape %cst_96 : (tensor<120xf32>) -> tensor<120x1xf32>
    %574 = stablehlo.reshape %573 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %575 = stablehlo.reshape %572 : (tensor<120xf32>) -> tensor<120x1xf32>
    %576 = stablehlo.reshape %575 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %577 = stablehlo.broadcast_in_dim %574, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %578 = stablehlo.subtract %568, %577 : tensor<1x120x4x4xf32>
    %579 = stablehlo.broadcast_in_dim %576, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<1x120x4x4xf32>
    %581 = stablehlo.reshape %cst_94 : (tensor<120xf32>) -> tensor<120x1xf32>
    %582 = stablehlo.reshape %581 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %584 = stablehlo.multiply %580, %583 : tensor<1x120x4x4xf32>
    %585 = stablehlo.reshape %cst_93 : (tensor<120xf32>) -> tensor<120x1xf32>
    %586 = stablehlo.reshape %585 : (tensor<120x1xf32>) -> tensor<120x1x1xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %588 = stablehlo.add %584, %587 : tensor<1x120x4x4xf32>
    %589 = stablehlo.add %588, %561 : tensor<1x120x4x4xf32>
    %590 = stablehlo.clamp %32, %589, %cst_210 : (tensor<f32>, tensor<1x120x4x4xf32>, tensor<f32>) -> tensor<1x120x4x4xf32>
    %591 = stablehlo.clamp %cst_211, %590, %35 : (tensor<f32>, tensor<1x120x4x4xf32>, tensor<f32>) -> tensor<1x120x4x4xf32>
    %592 = stablehlo.multiply %588, %591 : tensor<1x120x4x4xf32>
    %593 = stablehlo.divide %592, %566 : tensor<1x120x4x4xf32>
    %594 = stablehlo.reduce(%593 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x120x4x4xf32>, tensor<f32>) -> tensor<1x120xf32>
    %595 = stablehlo.reshape %594 : (tensor<1x120xf32>) -> tensor<1x120x1x1xf32>
    %596 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<1x120x1x1xf32>
    %597 = stablehlo.divide %595, %596 : tensor<1x120x1x1xf32>
    %598 = stablehlo.convolution(%597, %cst_92) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) -> tensor<1x32x1x1xf32>
    %599 = stablehlo.reshape %cst_91 : (tensor<32xf32>) -> tensor<32x1x1xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [1, 2, 3] : (tensor<32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %601 = stablehlo.add %598, %600 : tensor<1x32x1x1xf32>
    %602 = stablehlo.maximum %601, %cst_227 : tensor<1x32x1x1xf32>
    %603 = stablehlo.convolution(%602, %cst_90) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) -> tensor<1x120x1x1xf32>
    %604 = stablehlo.reshape %cst_89 : (tensor<120xf32>) -> tensor<120x1x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [1, 2, 3] : (tensor<120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %606 = stablehlo.add %603, %605 : tensor<1x120x1x1xf32>
    %607 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x120x1x1xf32>
    %608 = stablehlo.add %606, %607 : tensor<1x120x1x1xf32>
    %609 = stablehlo.clamp %32, %608, %cst_210 : (tensor<f32>, tensor<1x120x1x1xf32>, tensor<f32>) -> tensor<1x120x1x1xf32>
    %610 = stablehlo.clamp %cst_211, %609, %35 : (tensor<f32>, tensor<1x120x1x1xf32>, tensor<f32>) -> tensor<1x120x1x1xf32>
    %611 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x120x1x1xf32>
    %612 = stablehlo.divide %610, %611 : tensor<1x120x1x1xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2, 3] : (tensor<1x120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %614 = stablehlo.multiply %613, %593 : tensor<1x120x4x4xf32>
    %615 = stablehlo.convolution(%614, %cst_88) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x120x4x4xf32>, tensor<48x120x1x1xf32>) -> tensor<1x48x4x4xf32>
    %616 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %617 = stablehlo.add %616, %cst_86 : tensor<48xf32>
    %618 = stablehlo.sqrt %617 : tensor<48xf32>
    %619 = stablehlo.divide %cst_228, %618 : tensor<48xf32>
    %620 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<48xf32>
    %622 = stablehlo.reshape %cst_87 : (tensor<48xf32>) -> tensor<48x1xf32>
    %623 = stablehlo.reshape %622 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %624 = stablehlo.reshape %621 : (tensor<48xf32>) -> tensor<48x1xf32>
    %625 = stablehlo.reshape %624 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %626 = stablehlo.broadcast_in_dim %623, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %627 = stablehlo.subtract %615, %626 : tensor<1x48x4x4xf32>
    %628 = stablehlo.broadcast_in_dim %625, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %629 = stablehlo.multiply %627, %628 : tensor<1x48x4x4xf32>
    %630 = stablehlo.reshape %cst_85 : (tensor<48xf32>) -> tensor<48x1xf32>
    %631 = stablehlo.reshape %630 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %633 = stablehlo.multiply %629, %632 : tensor<1x48x4x4xf32>
    %634 = stablehlo.reshape %cst_84 : (tensor<48xf32>) -> tensor<48x1xf32>
    %635 = stablehlo.reshape %634 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %637 = stablehlo.add %633, %636 : tensor<1x48x4x4xf32>
    %638 = stablehlo.convolution(%637, %cst_83) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x48x4x4xf32>, tensor<144x48x1x1xf32>) -> tensor<1x144x4x4xf32>
    %639 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<144xf32>
    %640 = stablehlo.add %639, %cst_81 : tensor<144xf32>
    %641 = stablehlo.sqrt %640 : tensor<144xf32>
    %642 = stablehlo.divide %cst_229, %641 : tensor<144xf32>
    %643 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<144xf32>
    %644 = stablehlo.multiply %642, %643 : tensor<144xf32>
    %645 = stablehlo.reshape %cst_82 : (tensor<144xf32>) -> tensor<144x1xf32>
    %646 = stablehlo.reshape %645 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %647 = stablehlo.reshape %644 : (tensor<144xf32>) -> tensor<144x1xf32>
    %648 = stablehlo.reshape %647 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %649 = stablehlo.broadcast_in_dim %646, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %650 = stablehlo.subtract %638, %649 : tensor<1x144x4x4xf32>
    %651 = stablehlo.broadcast_in_dim %648, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<1x144x4x4xf32>
    %653 = stablehlo.reshape %cst_80 : (tensor<144xf32>) -> tensor<144x1xf32>
    %654 = stablehlo.reshape %653 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %656 = stablehlo.multiply %652, %655 : tensor<1x144x4x4xf32>
    %657 = stablehlo.reshape %cst_79 : (tensor<144xf32>) -> tensor<144x1xf32>
    %658 = stablehlo.reshape %657 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %660 = stablehlo.add %656, %659 : tensor<1x144x4x4xf32>
    %661 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x144x4x4xf32>
    %662 = stablehlo.add %660, %661 : tensor<1x144x4x4xf32>
    %663 = stablehlo.clamp %32, %662, %cst_210 : (tensor<f32>, tensor<1x144x4x4xf32>, tensor<f32>) -> tensor<1x144x4x4xf32>
    %664 = stablehlo.clamp %cst_211, %663, %35 : (tensor<f32>, tensor<1x144x4x4xf32>, tensor<f32>) -> tensor<1x144x4x4xf32>
    %665 = stablehlo.multiply %660, %664 : tensor<1x144x4x4xf32>
    %666 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x144x4x4xf32>
    %667 = stablehlo.divide %665, %666 : tensor<1x144x4x4xf32>
    %668 = stablehlo.convolution(%667, %cst_78) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 144 : i64} : (tensor<1x144x4x4xf32>, tensor<144x1x5x5xf32>) -> tensor<1x144x4x4xf32>
    %669 = stablehlo.add %639, %cst_76 : tensor<144xf32>
    %670 = stablehlo.sqrt %669 : tensor<144xf32>
    %671 = stablehlo.divide %cst_229, %670 : tensor<144xf32>
    %672 = stablehlo.multiply %671, %643 : tensor<144xf32>
    %673 = stablehlo.reshape %cst_77 : (tensor<144xf32>) -> tensor<144x1xf32>
    %674 = stablehlo.reshape %673 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %675 = stablehlo.reshape %672 : (tensor<144xf32>) -> tensor<144x1xf32>
    %676 = stablehlo.reshape %675 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %677 = stablehlo.broadcast_in_dim %674, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %678 = stablehlo.subtract %668, %677 : tensor<1x144x4x4xf32>
    %679 = stablehlo.broadcast_in_dim %676, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %680 = stablehlo.multiply %678, %679 : tensor<1x144x4x4xf32>
    %681 = stablehlo.reshape %cst_75 : (tensor<144xf32>) -> tensor<144x1xf32>
    %682 = stablehlo.reshape %681 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %683 = stablehlo.broadcast_in_dim %682, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %684 = stablehlo.multiply %680, %683 : tensor<1x144x4x4xf32>
    %685 = stablehlo.reshape %cst_74 : (tensor<144xf32>) -> tensor<144x1xf32>
    %686 = stablehlo.reshape %685 : (tensor<144x1xf32>) -> tensor<144x1x1xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %688 = stablehlo.add %684, %687 : tensor<1x144x4x4xf32>
    %689 = stablehlo.add %688, %661 : tensor<1x144x4x4xf32>
    %690 = stablehlo.clamp %32, %689, %cst_210 : (tensor<f32>, tensor<1x144x4x4xf32>, tensor<f32>) -> tensor<1x144x4x4xf32>
    %691 = stablehlo.clamp %cst_211, %690, %35 : (tensor<f32>, tensor<1x144x4x4xf32>, tensor<f32>) -> tensor<1x144x4x4xf32>
    %692 = stablehlo.multiply %688, %691 : tensor<1x144x4x4xf32>
    %693 = stablehlo.divide %692, %666 : tensor<1x144x4x4xf32>
    %694 = stablehlo.reduce(%693 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x144x4x4xf32>, tensor<f32>) -> tensor<1x144xf32>
    %695 = stablehlo.reshape %694 : (tensor<1x144xf32>) -> tensor<1x144x1x1xf32>
    %696 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<1x144x1x1xf32>
    %697 = stablehlo.divide %695, %696 : tensor<1x144x1x1xf32>
    %698 = stablehlo.convolution(%697, %cst_73) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) -> tensor<1x40x1x1xf32>
    %699 = stablehlo.reshape %cst_72 : (tensor<40xf32>) -> tensor<40x1x1xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [1, 2, 3] : (tensor<40x1x1xf32>) -> tensor<1x40x1x1xf32>
    %701 = stablehlo.add %698, %700 : tensor<1x40x1x1xf32>
    %702 = stablehlo.maximum %701, %cst_230 : tensor<1x40x1x1xf32>
    %703 = stablehlo.convolution(%702, %cst_71) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) -> tensor<1x144x1x1xf32>
    %704 = stablehlo.reshape %cst_70 : (tensor<144xf32>) -> tensor<144x1x1xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %706 = stablehlo.add %703, %705 : tensor<1x144x1x1xf32>
    %707 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x144x1x1xf32>
    %708 = stablehlo.add %706, %707 : tensor<1x144x1x1xf32>
    %709 = stablehlo.clamp %32, %708, %cst_210 : (tensor<f32>, tensor<1x144x1x1xf32>, tensor<f32>) -> tensor<1x144x1x1xf32>
    %710 = stablehlo.clamp %cst_211, %709, %35 : (tensor<f32>, tensor<1x144x1x1xf32>, tensor<f32>) -> tensor<1x144x1x1xf32>
    %711 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x144x1x1xf32>
    %712 = stablehlo.divide %710, %711 : tensor<1x144x1x1xf32>
    %713 = stablehlo.broadcast_in_dim %712, dims = [0, 1, 2, 3] : (tensor<1x144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %714 = stablehlo.multiply %713, %693 : tensor<1x144x4x4xf32>
    %715 = stablehlo.convolution(%714, %cst_69) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x144x4x4xf32>, tensor<48x144x1x1xf32>) -> tensor<1x48x4x4xf32>
    %716 = stablehlo.add %616, %cst_67 : tensor<48xf32>
    %717 = stablehlo.sqrt %716 : tensor<48xf32>
    %718 = stablehlo.divide %cst_228, %717 : tensor<48xf32>
    %719 = stablehlo.multiply %718, %620 : tensor<48xf32>
    %720 = stablehlo.reshape %cst_68 : (tensor<48xf32>) -> tensor<48x1xf32>
    %721 = stablehlo.reshape %720 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %722 = stablehlo.reshape %719 : (tensor<48xf32>) -> tensor<48x1xf32>
    %723 = stablehlo.reshape %722 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %724 = stablehlo.broadcast_in_dim %721, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %725 = stablehlo.subtract %715, %724 : tensor<1x48x4x4xf32>
    %726 = stablehlo.broadcast_in_dim %723, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %727 = stablehlo.multiply %725, %726 : tensor<1x48x4x4xf32>
    %728 = stablehlo.reshape %cst_66 : (tensor<48xf32>) -> tensor<48x1xf32>
    %729 = stablehlo.reshape %728 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %731 = stablehlo.multiply %727, %730 : tensor<1x48x4x4xf32>
    %732 = stablehlo.reshape %cst_65 : (tensor<48xf32>) -> tensor<48x1xf32>
    %733 = stablehlo.reshape %732 : (tensor<48x1xf32>) -> tensor<48x1x1xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [1, 2, 3] : (tensor<48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %735 = stablehlo.add %731, %734 : tensor<1x48x4x4xf32>
    %736 = stablehlo.add %735, %637 : tensor<1x48x4x4xf32>
    %737 = stablehlo.convolution(%736, %cst_64) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x48x4x4xf32>, tensor<288x48x1x1xf32>) -> tensor<1x288x4x4xf32>
    %738 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<288xf32>
    %739 = stablehlo.add %738, %cst_62 : tensor<288xf32>
    %740 = stablehlo.sqrt %739 : tensor<288xf32>
    %741 = stablehlo.divide %cst_231, %740 : tensor<288xf32>
    %742 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<288xf32>
    %743 = stablehlo.multiply %741, %742 : tensor<288xf32>
    %744 = stablehlo.reshape %cst_63 : (tensor<288xf32>) -> tensor<288x1xf32>
    %745 = stablehlo.reshape %744 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %746 = stablehlo.reshape %743 : (tensor<288xf32>) -> tensor<288x1xf32>
    %747 = stablehlo.reshape %746 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %748 = stablehlo.broadcast_in_dim %745, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x4x4xf32>
    %749 = stablehlo.subtract %737, %748 : tensor<1x288x4x4xf32>
    %750 = stablehlo.broadcast_in_dim %747, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x4x4xf32>
    %751 = stablehlo.multiply %749, %750 : tensor<1x288x4x4xf32>
    %752 = stablehlo.reshape %cst_61 : (tensor<288xf32>) -> tensor<288x1xf32>
    %753 = stablehlo.reshape %752 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x4x4xf32>
    %755 = stablehlo.multiply %751, %754 : tensor<1x288x4x4xf32>
    %756 = stablehlo.reshape %cst_60 : (tensor<288xf32>) -> tensor<288x1xf32>
    %757 = stablehlo.reshape %756 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x4x4xf32>
    %759 = stablehlo.add %755, %758 : tensor<1x288x4x4xf32>
    %760 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x288x4x4xf32>
    %761 = stablehlo.add %759, %760 : tensor<1x288x4x4xf32>
    %762 = stablehlo.clamp %32, %761, %cst_210 : (tensor<f32>, tensor<1x288x4x4xf32>, tensor<f32>) -> tensor<1x288x4x4xf32>
    %763 = stablehlo.clamp %cst_211, %762, %35 : (tensor<f32>, tensor<1x288x4x4xf32>, tensor<f32>) -> tensor<1x288x4x4xf32>
    %764 = stablehlo.multiply %759, %763 : tensor<1x288x4x4xf32>
    %765 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x288x4x4xf32>
    %766 = stablehlo.divide %764, %765 : tensor<1x288x4x4xf32>
    %767 = stablehlo.convolution(%766, %cst_59) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 288 : i64} : (tensor<1x288x4x4xf32>, tensor<288x1x5x5xf32>) -> tensor<1x288x2x2xf32>
    %768 = stablehlo.add %738, %cst_57 : tensor<288xf32>
    %769 = stablehlo.sqrt %768 : tensor<288xf32>
    %770 = stablehlo.divide %cst_231, %769 : tensor<288xf32>
    %771 = stablehlo.multiply %770, %742 : tensor<288xf32>
    %772 = stablehlo.reshape %cst_58 : (tensor<288xf32>) -> tensor<288x1xf32>
    %773 = stablehlo.reshape %772 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %774 = stablehlo.reshape %771 : (tensor<288xf32>) -> tensor<288x1xf32>
    %775 = stablehlo.reshape %774 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %776 = stablehlo.broadcast_in_dim %773, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %777 = stablehlo.subtract %767, %776 : tensor<1x288x2x2xf32>
    %778 = stablehlo.broadcast_in_dim %775, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %779 = stablehlo.multiply %777, %778 : tensor<1x288x2x2xf32>
    %780 = stablehlo.reshape %cst_56 : (tensor<288xf32>) -> tensor<288x1xf32>
    %781 = stablehlo.reshape %780 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %783 = stablehlo.multiply %779, %782 : tensor<1x288x2x2xf32>
    %784 = stablehlo.reshape %cst_55 : (tensor<288xf32>) -> tensor<288x1xf32>
    %785 = stablehlo.reshape %784 : (tensor<288x1xf32>) -> tensor<288x1x1xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %787 = stablehlo.add %783, %786 : tensor<1x288x2x2xf32>
    %788 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x288x2x2xf32>
    %789 = stablehlo.add %787, %788 : tensor<1x288x2x2xf32>
    %790 = stablehlo.clamp %32, %789, %cst_210 : (tensor<f32>, tensor<1x288x2x2xf32>, tensor<f32>) -> tensor<1x288x2x2xf32>
    %791 = stablehlo.clamp %cst_211, %790, %35 : (tensor<f32>, tensor<1x288x2x2xf32>, tensor<f32>) -> tensor<1x288x2x2xf32>
    %792 = stablehlo.multiply %787, %791 : tensor<1x288x2x2xf32>
    %793 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x288x2x2xf32>
    %794 = stablehlo.divide %792, %793 : tensor<1x288x2x2xf32>
    %795 = stablehlo.reduce(%794 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x288x2x2xf32>, tensor<f32>) -> tensor<1x288xf32>
    %796 = stablehlo.reshape %795 : (tensor<1x288xf32>) -> tensor<1x288x1x1xf32>
    %797 = stablehlo.convert %cst_242 : (tensor<1xi64>) -> tensor<1xf32>
    %798 = stablehlo.reshape %797 : (tensor<1xf32>) -> tensor<f32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [] : (tensor<f32>) -> tensor<1x288x1x1xf32>
    %800 = stablehlo.divide %796, %799 : tensor<1x288x1x1xf32>
    %801 = stablehlo.convolution(%800, %cst_54) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x288x1x1xf32>, tensor<72x288x1x1xf32>) -> tensor<1x72x1x1xf32>
    %802 = stablehlo.reshape %cst_53 : (tensor<72xf32>) -> tensor<72x1x1xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [1, 2, 3] : (tensor<72x1x1xf32>) -> tensor<1x72x1x1xf32>
    %804 = stablehlo.add %801, %803 : tensor<1x72x1x1xf32>
    %805 = stablehlo.maximum %804, %cst_232 : tensor<1x72x1x1xf32>
    %806 = stablehlo.convolution(%805, %cst_52) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x72x1x1xf32>, tensor<288x72x1x1xf32>) -> tensor<1x288x1x1xf32>
    %807 = stablehlo.reshape %cst_51 : (tensor<288xf32>) -> tensor<288x1x1xf32>
    %808 = stablehlo.broadcast_in_dim %807, dims = [1, 2, 3] : (tensor<288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %809 = stablehlo.add %806, %808 : tensor<1x288x1x1xf32>
    %810 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x288x1x1xf32>
    %811 = stablehlo.add %809, %810 : tensor<1x288x1x1xf32>
    %812 = stablehlo.clamp %32, %811, %cst_210 : (tensor<f32>, tensor<1x288x1x1xf32>, tensor<f32>) -> tensor<1x288x1x1xf32>
    %813 = stablehlo.clamp %cst_211, %812, %35 : (tensor<f32>, tensor<1x288x1x1xf32>, tensor<f32>) -> tensor<1x288x1x1xf32>
    %814 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x288x1x1xf32>
    %815 = stablehlo.divide %813, %814 : tensor<1x288x1x1xf32>
    %816 = stablehlo.broadcast_in_dim %815, dims = [0, 1, 2, 3] : (tensor<1x288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %817 = stablehlo.multiply %816, %794 : tensor<1x288x2x2xf32>
    %818 = stablehlo.convolution(%817, %cst_50) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x288x2x2xf32>, tensor<96x288x1x1xf32>) -> tensor<1x96x2x2xf32>
    %819 = stablehlo.add %244, %cst_48 : tensor<96xf32>
    %820 = stablehlo.sqrt %819 : tensor<96xf32>
    %821 = stablehlo.divide %cst_221, %820 : tensor<96xf32>
    %822 = stablehlo.multiply %821, %248 : tensor<96xf32>
    %823 = stablehlo.reshape %cst_49 : (tensor<96xf32>) -> tensor<96x1xf32>
    %824 = stablehlo.reshape %823 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %825 = stablehlo.reshape %822 : (tensor<96xf32>) -> tensor<96x1xf32>
    %826 = stablehlo.reshape %825 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %827 = stablehlo.broadcast_in_dim %824, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %828 = stablehlo.subtract %818, %827 : tensor<1x96x2x2xf32>
    %829 = stablehlo.broadcast_in_dim %826, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %830 = stablehlo.multiply %828, %829 : tensor<1x96x2x2xf32>
    %831 = stablehlo.reshape %cst_47 : (tensor<96xf32>) -> tensor<96x1xf32>
    %832 = stablehlo.reshape %831 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %834 = stablehlo.multiply %830, %833 : tensor<1x96x2x2xf32>
    %835 = stablehlo.reshape %cst_46 : (tensor<96xf32>) -> tensor<96x1xf32>
    %836 = stablehlo.reshape %835 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %838 = stablehlo.add %834, %837 : tensor<1x96x2x2xf32>
    %839 = stablehlo.convolution(%838, %cst_45) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) -> tensor<1x576x2x2xf32>
    %840 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %841 = stablehlo.add %840, %cst_43 : tensor<576xf32>
    %842 = stablehlo.sqrt %841 : tensor<576xf32>
    %843 = stablehlo.divide %cst_233, %842 : tensor<576xf32>
    %844 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %845 = stablehlo.multiply %843, %844 : tensor<576xf32>
    %846 = stablehlo.reshape %cst_44 : (tensor<576xf32>) -> tensor<576x1xf32>
    %847 = stablehlo.reshape %846 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %848 = stablehlo.reshape %845 : (tensor<576xf32>) -> tensor<576x1xf32>
    %849 = stablehlo.reshape %848 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %850 = stablehlo.broadcast_in_dim %847, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %851 = stablehlo.subtract %839, %850 : tensor<1x576x2x2xf32>
    %852 = stablehlo.broadcast_in_dim %849, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<1x576x2x2xf32>
    %854 = stablehlo.reshape %cst_42 : (tensor<576xf32>) -> tensor<576x1xf32>
    %855 = stablehlo.reshape %854 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %857 = stablehlo.multiply %853, %856 : tensor<1x576x2x2xf32>
    %858 = stablehlo.reshape %cst_41 : (tensor<576xf32>) -> tensor<576x1xf32>
    %859 = stablehlo.reshape %858 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %861 = stablehlo.add %857, %860 : tensor<1x576x2x2xf32>
    %862 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x576x2x2xf32>
    %863 = stablehlo.add %861, %862 : tensor<1x576x2x2xf32>
    %864 = stablehlo.clamp %32, %863, %cst_210 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %865 = stablehlo.clamp %cst_211, %864, %35 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %866 = stablehlo.multiply %861, %865 : tensor<1x576x2x2xf32>
    %867 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x576x2x2xf32>
    %868 = stablehlo.divide %866, %867 : tensor<1x576x2x2xf32>
    %869 = stablehlo.convolution(%868, %cst_40) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64} : (tensor<1x576x2x2xf32>, tensor<576x1x5x5xf32>) -> tensor<1x576x2x2xf32>
    %870 = stablehlo.add %840, %cst_38 : tensor<576xf32>
    %871 = stablehlo.sqrt %870 : tensor<576xf32>
    %872 = stablehlo.divide %cst_233, %871 : tensor<576xf32>
    %873 = stablehlo.multiply %872, %844 : tensor<576xf32>
    %874 = stablehlo.reshape %cst_39 : (tensor<576xf32>) -> tensor<576x1xf32>
    %875 = stablehlo.reshape %874 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %876 = stablehlo.reshape %873 : (tensor<576xf32>) -> tensor<576x1xf32>
    %877 = stablehlo.reshape %876 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %878 = stablehlo.broadcast_in_dim %875, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %879 = stablehlo.subtract %869, %878 : tensor<1x576x2x2xf32>
    %880 = stablehlo.broadcast_in_dim %877, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %881 = stablehlo.multiply %879, %880 : tensor<1x576x2x2xf32>
    %882 = stablehlo.reshape %cst_37 : (tensor<576xf32>) -> tensor<576x1xf32>
    %883 = stablehlo.reshape %882 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %885 = stablehlo.multiply %881, %884 : tensor<1x576x2x2xf32>
    %886 = stablehlo.reshape %cst_36 : (tensor<576xf32>) -> tensor<576x1xf32>
    %887 = stablehlo.reshape %886 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %889 = stablehlo.add %885, %888 : tensor<1x576x2x2xf32>
    %890 = stablehlo.add %889, %862 : tensor<1x576x2x2xf32>
    %891 = stablehlo.clamp %32, %890, %cst_210 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %892 = stablehlo.clamp %cst_211, %891, %35 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %893 = stablehlo.multiply %889, %892 : tensor<1x576x2x2xf32>
    %894 = stablehlo.divide %893, %867 : tensor<1x576x2x2xf32>
    %895 = stablehlo.reduce(%894 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576xf32>
    %896 = stablehlo.reshape %895 : (tensor<1x576xf32>) -> tensor<1x576x1x1xf32>
    %897 = stablehlo.broadcast_in_dim %798, dims = [] : (tensor<f32>) -> tensor<1x576x1x1xf32>
    %898 = stablehlo.divide %896, %897 : tensor<1x576x1x1xf32>
    %899 = stablehlo.convolution(%898, %cst_35) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) -> tensor<1x144x1x1xf32>
    %900 = stablehlo.reshape %cst_34 : (tensor<144xf32>) -> tensor<144x1x1xf32>
    %901 = stablehlo.broadcast_in_dim %900, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %902 = stablehlo.add %899, %901 : tensor<1x144x1x1xf32>
    %903 = stablehlo.maximum %902, %cst_234 : tensor<1x144x1x1xf32>
    %904 = stablehlo.convolution(%903, %cst_33) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) -> tensor<1x576x1x1xf32>
    %905 = stablehlo.reshape %cst_32 : (tensor<576xf32>) -> tensor<576x1x1xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %907 = stablehlo.add %904, %906 : tensor<1x576x1x1xf32>
    %908 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x576x1x1xf32>
    %909 = stablehlo.add %907, %908 : tensor<1x576x1x1xf32>
    %910 = stablehlo.clamp %32, %909, %cst_210 : (tensor<f32>, tensor<1x576x1x1xf32>, tensor<f32>) -> tensor<1x576x1x1xf32>
    %911 = stablehlo.clamp %cst_211, %910, %35 : (tensor<f32>, tensor<1x576x1x1xf32>, tensor<f32>) -> tensor<1x576x1x1xf32>
    %912 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x576x1x1xf32>
    %913 = stablehlo.divide %911, %912 : tensor<1x576x1x1xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2, 3] : (tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %915 = stablehlo.multiply %914, %894 : tensor<1x576x2x2xf32>
    %916 = stablehlo.convolution(%915, %cst_31) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) -> tensor<1x96x2x2xf32>
    %917 = stablehlo.add %244, %cst_29 : tensor<96xf32>
    %918 = stablehlo.sqrt %917 : tensor<96xf32>
    %919 = stablehlo.divide %cst_221, %918 : tensor<96xf32>
    %920 = stablehlo.multiply %919, %248 : tensor<96xf32>
    %921 = stablehlo.reshape %cst_30 : (tensor<96xf32>) -> tensor<96x1xf32>
    %922 = stablehlo.reshape %921 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %923 = stablehlo.reshape %920 : (tensor<96xf32>) -> tensor<96x1xf32>
    %924 = stablehlo.reshape %923 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %925 = stablehlo.broadcast_in_dim %922, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %926 = stablehlo.subtract %916, %925 : tensor<1x96x2x2xf32>
    %927 = stablehlo.broadcast_in_dim %924, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %928 = stablehlo.multiply %926, %927 : tensor<1x96x2x2xf32>
    %929 = stablehlo.reshape %cst_28 : (tensor<96xf32>) -> tensor<96x1xf32>
    %930 = stablehlo.reshape %929 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %931 = stablehlo.broadcast_in_dim %930, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %932 = stablehlo.multiply %928, %931 : tensor<1x96x2x2xf32>
    %933 = stablehlo.reshape %cst_27 : (tensor<96xf32>) -> tensor<96x1xf32>
    %934 = stablehlo.reshape %933 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %935 = stablehlo.broadcast_in_dim %934, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %936 = stablehlo.add %932, %935 : tensor<1x96x2x2xf32>
    %937 = stablehlo.add %936, %838 : tensor<1x96x2x2xf32>
    %938 = stablehlo.convolution(%937, %cst_26) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) -> tensor<1x576x2x2xf32>
    %939 = stablehlo.add %840, %cst_24 : tensor<576xf32>
    %940 = stablehlo.sqrt %939 : tensor<576xf32>
    %941 = stablehlo.divide %cst_233, %940 : tensor<576xf32>
    %942 = stablehlo.multiply %941, %844 : tensor<576xf32>
    %943 = stablehlo.reshape %cst_25 : (tensor<576xf32>) -> tensor<576x1xf32>
    %944 = stablehlo.reshape %943 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %945 = stablehlo.reshape %942 : (tensor<576xf32>) -> tensor<576x1xf32>
    %946 = stablehlo.reshape %945 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %947 = stablehlo.broadcast_in_dim %944, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %948 = stablehlo.subtract %938, %947 : tensor<1x576x2x2xf32>
    %949 = stablehlo.broadcast_in_dim %946, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %950 = stablehlo.multiply %948, %949 : tensor<1x576x2x2xf32>
    %951 = stablehlo.reshape %cst_23 : (tensor<576xf32>) -> tensor<576x1xf32>
    %952 = stablehlo.reshape %951 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %954 = stablehlo.multiply %950, %953 : tensor<1x576x2x2xf32>
    %955 = stablehlo.reshape %cst_22 : (tensor<576xf32>) -> tensor<576x1xf32>
    %956 = stablehlo.reshape %955 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %957 = stablehlo.broadcast_in_dim %956, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %958 = stablehlo.add %954, %957 : tensor<1x576x2x2xf32>
    %959 = stablehlo.add %958, %862 : tensor<1x576x2x2xf32>
    %960 = stablehlo.clamp %32, %959, %cst_210 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %961 = stablehlo.clamp %cst_211, %960, %35 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %962 = stablehlo.multiply %958, %961 : tensor<1x576x2x2xf32>
    %963 = stablehlo.divide %962, %867 : tensor<1x576x2x2xf32>
    %964 = stablehlo.convolution(%963, %cst_21) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 576 : i64} : (tensor<1x576x2x2xf32>, tensor<576x1x5x5xf32>) -> tensor<1x576x2x2xf32>
    %965 = stablehlo.add %840, %cst_19 : tensor<576xf32>
    %966 = stablehlo.sqrt %965 : tensor<576xf32>
    %967 = stablehlo.divide %cst_233, %966 : tensor<576xf32>
    %968 = stablehlo.multiply %967, %844 : tensor<576xf32>
    %969 = stablehlo.reshape %cst_20 : (tensor<576xf32>) -> tensor<576x1xf32>
    %970 = stablehlo.reshape %969 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %971 = stablehlo.reshape %968 : (tensor<576xf32>) -> tensor<576x1xf32>
    %972 = stablehlo.reshape %971 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %973 = stablehlo.broadcast_in_dim %970, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %974 = stablehlo.subtract %964, %973 : tensor<1x576x2x2xf32>
    %975 = stablehlo.broadcast_in_dim %972, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %976 = stablehlo.multiply %974, %975 : tensor<1x576x2x2xf32>
    %977 = stablehlo.reshape %cst_18 : (tensor<576xf32>) -> tensor<576x1xf32>
    %978 = stablehlo.reshape %977 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %979 = stablehlo.broadcast_in_dim %978, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %980 = stablehlo.multiply %976, %979 : tensor<1x576x2x2xf32>
    %981 = stablehlo.reshape %cst_17 : (tensor<576xf32>) -> tensor<576x1xf32>
    %982 = stablehlo.reshape %981 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %984 = stablehlo.add %980, %983 : tensor<1x576x2x2xf32>
    %985 = stablehlo.add %984, %862 : tensor<1x576x2x2xf32>
    %986 = stablehlo.clamp %32, %985, %cst_210 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %987 = stablehlo.clamp %cst_211, %986, %35 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %988 = stablehlo.multiply %984, %987 : tensor<1x576x2x2xf32>
    %989 = stablehlo.divide %988, %867 : tensor<1x576x2x2xf32>
    %990 = stablehlo.reduce(%989 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576xf32>
    %991 = stablehlo.reshape %990 : (tensor<1x576xf32>) -> tensor<1x576x1x1xf32>
    %992 = stablehlo.divide %991, %897 : tensor<1x576x1x1xf32>
    %993 = stablehlo.convolution(%992, %cst_16) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) -> tensor<1x144x1x1xf32>
    %994 = stablehlo.reshape %cst_15 : (tensor<144xf32>) -> tensor<144x1x1xf32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [1, 2, 3] : (tensor<144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %996 = stablehlo.add %993, %995 : tensor<1x144x1x1xf32>
    %997 = stablehlo.maximum %996, %cst_234 : tensor<1x144x1x1xf32>
    %998 = stablehlo.convolution(%997, %cst_14) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) -> tensor<1x576x1x1xf32>
    %999 = stablehlo.reshape %cst_13 : (tensor<576xf32>) -> tensor<576x1x1xf32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %1001 = stablehlo.add %998, %1000 : tensor<1x576x1x1xf32>
    %1002 = stablehlo.add %1001, %908 : tensor<1x576x1x1xf32>
    %1003 = stablehlo.clamp %32, %1002, %cst_210 : (tensor<f32>, tensor<1x576x1x1xf32>, tensor<f32>) -> tensor<1x576x1x1xf32>
    %1004 = stablehlo.clamp %cst_211, %1003, %35 : (tensor<f32>, tensor<1x576x1x1xf32>, tensor<f32>) -> tensor<1x576x1x1xf32>
    %1005 = stablehlo.divide %1004, %912 : tensor<1x576x1x1xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1, 2, 3] : (tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %1007 = stablehlo.multiply %1006, %989 : tensor<1x576x2x2xf32>
    %1008 = stablehlo.convolution(%1007, %cst_12) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) -> tensor<1x96x2x2xf32>
    %1009 = stablehlo.add %244, %cst_10 : tensor<96xf32>
    %1010 = stablehlo.sqrt %1009 : tensor<96xf32>
    %1011 = stablehlo.divide %cst_221, %1010 : tensor<96xf32>
    %1012 = stablehlo.multiply %1011, %248 : tensor<96xf32>
    %1013 = stablehlo.reshape %cst_11 : (tensor<96xf32>) -> tensor<96x1xf32>
    %1014 = stablehlo.reshape %1013 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %1015 = stablehlo.reshape %1012 : (tensor<96xf32>) -> tensor<96x1xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %1017 = stablehlo.broadcast_in_dim %1014, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %1018 = stablehlo.subtract %1008, %1017 : tensor<1x96x2x2xf32>
    %1019 = stablehlo.broadcast_in_dim %1016, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %1020 = stablehlo.multiply %1018, %1019 : tensor<1x96x2x2xf32>
    %1021 = stablehlo.reshape %cst_9 : (tensor<96xf32>) -> tensor<96x1xf32>
    %1022 = stablehlo.reshape %1021 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %1023 = stablehlo.broadcast_in_dim %1022, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %1024 = stablehlo.multiply %1020, %1023 : tensor<1x96x2x2xf32>
    %1025 = stablehlo.reshape %cst_8 : (tensor<96xf32>) -> tensor<96x1xf32>
    %1026 = stablehlo.reshape %1025 : (tensor<96x1xf32>) -> tensor<96x1x1xf32>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [1, 2, 3] : (tensor<96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %1028 = stablehlo.add %1024, %1027 : tensor<1x96x2x2xf32>
    %1029 = stablehlo.add %1028, %937 : tensor<1x96x2x2xf32>
    %1030 = stablehlo.convolution(%1029, %cst_7) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) -> tensor<1x576x2x2xf32>
    %1031 = stablehlo.add %840, %cst_5 : tensor<576xf32>
    %1032 = stablehlo.sqrt %1031 : tensor<576xf32>
    %1033 = stablehlo.divide %cst_233, %1032 : tensor<576xf32>
    %1034 = stablehlo.multiply %1033, %844 : tensor<576xf32>
    %1035 = stablehlo.reshape %cst_6 : (tensor<576xf32>) -> tensor<576x1xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %1037 = stablehlo.reshape %1034 : (tensor<576xf32>) -> tensor<576x1xf32>
    %1038 = stablehlo.reshape %1037 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %1039 = stablehlo.broadcast_in_dim %1036, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %1040 = stablehlo.subtract %1030, %1039 : tensor<1x576x2x2xf32>
    %1041 = stablehlo.broadcast_in_dim %1038, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %1042 = stablehlo.multiply %1040, %1041 : tensor<1x576x2x2xf32>
    %1043 = stablehlo.reshape %cst_4 : (tensor<576xf32>) -> tensor<576x1xf32>
    %1044 = stablehlo.reshape %1043 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %1045 = stablehlo.broadcast_in_dim %1044, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %1046 = stablehlo.multiply %1042, %1045 : tensor<1x576x2x2xf32>
    %1047 = stablehlo.reshape %cst_3 : (tensor<576xf32>) -> tensor<576x1xf32>
    %1048 = stablehlo.reshape %1047 : (tensor<576x1xf32>) -> tensor<576x1x1xf32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [1, 2, 3] : (tensor<576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %1050 = stablehlo.add %1046, %1049 : tensor<1x576x2x2xf32>
    %1051 = stablehlo.add %1050, %862 : tensor<1x576x2x2xf32>
    %1052 = stablehlo.clamp %32, %1051, %cst_210 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %1053 = stablehlo.clamp %cst_211, %1052, %35 : (tensor<f32>, tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576x2x2xf32>
    %1054 = stablehlo.multiply %1050, %1053 : tensor<1x576x2x2xf32>
    %1055 = stablehlo.divide %1054, %867 : tensor<1x576x2x2xf32>
    %1056 = stablehlo.reduce(%1055 init: %cst_213) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x576x2x2xf32>, tensor<f32>) -> tensor<1x576xf32>
    %1057 = stablehlo.reshape %1056 : (tensor<1x576xf32>) -> tensor<1x576x1x1xf32>
    %1058 = stablehlo.divide %1057, %897 : tensor<1x576x1x1xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<1x576x1x1xf32>) -> tensor<1x576xf32>
    %1060 = stablehlo.transpose %cst_2, dims = [1, 0] : (tensor<1024x576xf32>) -> tensor<576x1024xf32>
    %1061 = stablehlo.dot_general %1059, %1060, contracting_dims = [1] x [0] : (tensor<1x576xf32>, tensor<576x1024xf32>) -> tensor<1x1024xf32>
    %1062 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %1063 = stablehlo.multiply %1061, %1062 : tensor<1x1024xf32>
    %1064 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1065 = stablehlo.multiply %1064, %cst_1 : tensor<1024xf32>
    %1066 = stablehlo.broadcast_in_dim %1065, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %1067 = stablehlo.add %1063, %1066 : tensor<1x1024xf32>
    %1068 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<1x1024xf32>
    %1070 = stablehlo.clamp %32, %1069, %cst_210 : (tensor<f32>, tensor<1x1024xf32>, tensor<f32>) -> tensor<1x1024xf32>
    %1071 = stablehlo.clamp %cst_211, %1070, %35 : (tensor<f32>, tensor<1x1024xf32>, tensor<f32>) -> tensor<1x1024xf32>
    %1072 = stablehlo.multiply %1067, %1071 : tensor<1x1024xf32>
    %1073 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<f32>) -> tensor<1x1024xf32>
    %1074 = stablehlo.divide %1072, %1073 : tensor<1x1024xf32>
    %1075 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<1000x1024xf32>) -> tensor<1024x1000xf32>
    %1076 = stablehlo.dot_general %1074, %1075, contracting_dims = [1] x [0] : (tensor<1x1024xf32>, tensor<1024x1000xf32>) -> tensor<1x1000xf32>
    %1077 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1000xf32>
    %1078 = stablehlo.multiply %1076, %1077 : tensor<1x1000xf32>
    %1079 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %1080 = stablehlo.multiply %1079, %cst : tensor<1000xf32>
    %1081 = stablehlo.broadcast_in_dim %1080, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %1082 = stablehlo.add %1078, %1081 : tensor<1x1000xf32>
    return %1082 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=49d788c65852 torch_mlir=6995dc83c266
